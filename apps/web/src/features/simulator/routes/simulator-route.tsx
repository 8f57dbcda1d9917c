// /simulador: the customer's phone for the built-in simulator channel (demo and end-to-end tests).
import '../locales';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Container, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Message, type Template } from '@atende/contract';
import {
  loadConversation,
  loadSimulatorChannel,
  postEvents,
  SimulatorRefusedError,
  uploadPhoneFile,
  type PhoneFileKind,
  type SimulatorAccess,
  type SimulatorChannel,
} from '../api/simulator-api';
import { pendingCustomerFile, pendingCustomerMessage, pendingCustomerOrder, unreadByPhone, upsertMessage } from '../conversation-state';
import type { PhoneOrder } from '../cart-state';
import { CustomerPicker, type Customer } from '../components/customer-picker';
import { SimulatorPhone } from '../components/simulator-phone';
import { TemplateReviewPanel, type TemplateDecision } from '../components/template-review-panel';
import { useSimulatorSocket } from '../use-simulator-socket';
import { useSimulatorTemplates } from '../use-simulator-templates';

const recentKey = 'atende.simulator.recent';
const readRecent = (): Customer[] => {
  try {
    return JSON.parse(localStorage.getItem(recentKey) ?? '[]') as Customer[];
  } catch {
    return [];
  }
};
const newId = () => `sim-${crypto.randomUUID()}`;

export function SimulatorPage() {
  const { t } = useTranslation('simulator');
  const [params] = useSearchParams();
  const [channel, setChannel] = useState<SimulatorChannel | null>(null);
  const [problem, setProblem] = useState<'refused' | 'none' | null>(null);
  const [recent, setRecent] = useState<Customer[]>(readRecent);
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const customerRef = useRef<Customer | null>(null);
  customerRef.current = customer;

  const secret = params.get('segredo');
  useEffect(() => {
    loadSimulatorChannel(params.get('canal'), secret)
      .then((c) => (c ? setChannel(c) : setProblem('none')))
      .catch((err: unknown) => setProblem(err instanceof SimulatorRefusedError ? 'refused' : 'none'));
  }, [params, secret]);

  const access = useMemo<SimulatorAccess | null>(() => (channel ? { channelId: channel._id, secret } : null), [channel, secret]);

  const onMessage = useCallback((number: string, message: Message) => {
    if (customerRef.current?.number === number) setMessages((list) => upsertMessage(list, message));
  }, []);
  const templates = useSimulatorTemplates(access);
  useSimulatorSocket(access, onMessage, templates.reload);

  // The phone reads what it shows: every company message on screen gets delivered and read receipts.
  useEffect(() => {
    if (!access || !customer) return;
    const unread = unreadByPhone(messages);
    if (unread.length === 0) return;
    const receipts = unread.flatMap((m) => [
      { kind: 'status' as const, id: m.providerMessageId ?? '', status: 'delivered' as const, number: customer.number },
      { kind: 'status' as const, id: m.providerMessageId ?? '', status: 'read' as const, number: customer.number },
    ]);
    void postEvents(access, receipts).catch(() => undefined);
  }, [access, customer, messages]);

  const open = (c: Customer) => {
    setCustomer(c);
    setMessages([]);
    const next = [c, ...recent.filter((r) => r.number !== c.number)].slice(0, 10);
    setRecent(next);
    localStorage.setItem(recentKey, JSON.stringify(next));
    if (access) void loadConversation(access, c.number).then(setMessages).catch(() => setMessages([]));
  };

  const sendText = async (text: string) => {
    if (!access || !customer) return;
    const id = newId();
    setMessages((list) => upsertMessage(list, pendingCustomerMessage(id, access.channelId, text)));
    await postEvents(access, [{ kind: 'message', id, from: { number: customer.number, name: customer.name || null }, type: 'text', text }]);
  };

  // Like a phone: the bytes go to the provider first, then the message names them.
  const sendFile = async ({ file, kind, previewUrl }: { file: File; kind: PhoneFileKind; previewUrl: string | null }, caption: string) => {
    if (!access || !customer) return;
    const id = newId();
    const mimeType = file.type || 'application/octet-stream';
    setMessages((list) => upsertMessage(list, pendingCustomerFile(id, access.channelId, { kind, fileName: file.name, mimeType, size: file.size, previewUrl, caption })));
    try {
      const uploaded = await uploadPhoneFile(access, file, kind);
      const media = { id: uploaded.id, mimeType: uploaded.mimeType, ...(uploaded.fileName ? { fileName: uploaded.fileName } : {}), ...(caption ? { caption } : {}) };
      await postEvents(access, [{ kind: 'message', id, from: { number: customer.number, name: customer.name || null }, type: kind, media }]);
    } catch (error) {
      setMessages((list) => list.filter((m) => m.providerMessageId !== id));
      throw error;
    }
  };

  // The page plays Meta's reviewer: the same status event Meta sends, through the simulator webhook.
  const review = async (template: Template, decision: TemplateDecision) => {
    if (!access) return;
    const { name, language, providerTemplateId } = template;
    await postEvents(access, [{ kind: 'template_status', templateId: providerTemplateId ?? '', name, language, ...decision }]);
  };

  // The cart goes as WhatsApp sends it: an order message naming the catalog and each item.
  const sendOrder = async (order: PhoneOrder) => {
    if (!access || !customer) return;
    const id = newId();
    setMessages((list) => upsertMessage(list, pendingCustomerOrder(id, access.channelId, order)));
    await postEvents(access, [{ kind: 'message', id, from: { number: customer.number, name: customer.name || null }, type: 'order', order }]);
  };

  const choose = async (option: { id: string; title: string }, kind: 'button_reply' | 'list_reply') => {
    if (!access || !customer) return;
    const id = newId();
    setMessages((list) => upsertMessage(list, pendingCustomerMessage(id, access.channelId, option.title)));
    await postEvents(access, [{ kind: 'message', id, from: { number: customer.number, name: customer.name || null }, type: 'interactive', interactive: { kind, ...option } }]);
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="xs" mb="md">
        <Title order={2} data-testid="page-title">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
        {channel && <Text size="sm">{t('channel', { name: channel.name, number: formatPhone(channel.channelNumber) })}</Text>}
      </Stack>
      {problem && <Alert color="red">{problem === 'refused' ? t('refused') : t('noChannel')}</Alert>}
      {!problem && !channel && <Loader />}
      {channel && (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="sm">
                <CustomerPicker recent={recent} current={customer} onOpen={open} />
              </Paper>
              <Paper withBorder radius="md" p="sm">
                <TemplateReviewPanel templates={templates.templates} failed={templates.failed} onReview={review} />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }} h={560}>
            {customer ? (
              <SimulatorPhone customer={customer} messages={messages} templates={templates.templates} onSendText={sendText} onSendFile={sendFile} onChoose={choose} channelId={access?.channelId ?? ''} onSendOrder={sendOrder} />
            ) : (
              <Paper withBorder radius="md" p="xl">
                <Text c="dimmed" ta="center">
                  {t('chat.pickCustomer')}
                </Text>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
