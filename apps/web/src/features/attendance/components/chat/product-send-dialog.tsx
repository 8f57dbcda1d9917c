// "Enviar produtos": search the catalogue, pick one product or up to 30, and send them. One goes as a
// single product; more go as a list in sections by category whose titles the operator may edit.
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Attendance } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { useSendProducts } from '../../api/send-products';
import { attendanceNamespace } from '../../locales';
import { MAX_PICKED, productSendBody, productSendProblem, sectionsOf, type PickedProduct } from '../../model/product-send-model';
import { ProductSearchResults } from './product-search-results';
import { PickedSections } from './product-picked-sections';

type Props = { opened: boolean; attendance: Attendance; operatorId: string; onClose: () => void };

export function ProductSendDialog({ opened, attendance, operatorId, onClose }: Props) {
  const { t } = useTranslation(attendanceNamespace);
  // A phone-sized screen gets the whole screen for the search and the selection.
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal opened={opened} onClose={onClose} title={t('productSend.title')} size="lg" fullScreen={small} centered>
      {opened && <ProductSendForm attendance={attendance} operatorId={operatorId} onClose={onClose} />}
    </Modal>
  );
}

function ProductSendForm({ attendance, operatorId, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation(attendanceNamespace);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<PickedProduct[]>([]);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [frame, setFrame] = useState({ header: t('productSend.defaultHeader'), body: t('productSend.defaultBody'), footer: '' });
  const send = useSendProducts(attendance, operatorId);
  const sections = useMemo(() => sectionsOf(picked, titles), [picked, titles]);
  const ids = useMemo(() => new Set(picked.map((p) => p._id)), [picked]);
  const problem = productSendProblem(picked, sections, frame);
  const list = picked.length > 1;

  const toggle = (product: PickedProduct) =>
    setPicked((current) => (current.some((p) => p._id === product._id) ? current.filter((p) => p._id !== product._id) : current.length >= MAX_PICKED ? current : [...current, product]));

  const submit = () => {
    if (problem) return;
    send.mutate(productSendBody(picked, sections, frame), { onSuccess: onClose });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('productSend.search')}
          placeholder={t('productSend.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
          onKeyDown={(event) => {
            // Enter in the search box searches; it never sends by surprise.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <ProductSearchResults search={debounced} picked={ids} full={picked.length >= MAX_PICKED} onToggle={toggle} />
        <Text size="sm" fw={500} aria-live="polite">
          {t('productSend.picked', { count: picked.length, max: MAX_PICKED })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('productSend.singleHint')}
        </Text>
        {picked.length > 0 && <PickedSections sections={sections} list={list} onTitle={(key, title) => setTitles((c) => ({ ...c, [key]: title }))} onRemove={toggle} />}
        {list && <TextInput label={t('productSend.header')} value={frame.header} maxLength={60} onChange={(e) => setFrame({ ...frame, header: e.currentTarget.value })} required />}
        <Textarea label={t('productSend.body')} value={frame.body} maxLength={1024} autosize minRows={2} maxRows={5} onChange={(e) => setFrame({ ...frame, body: e.currentTarget.value })} required={list} />
        <TextInput label={t('productSend.footer')} value={frame.footer} maxLength={60} onChange={(e) => setFrame({ ...frame, footer: e.currentTarget.value })} />
        {send.error && (
          <Alert color="red" p="xs" role="alert">
            {errorMessage(send.error)}
          </Alert>
        )}
        {problem && picked.length > 0 && (
          <Text size="xs" c="red" role="status">
            {t(problem)}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('productSend.cancel')}
          </Button>
          <Button type="submit" disabled={problem !== null} loading={send.isPending}>
            {list ? t('productSend.sendList', { count: picked.length }) : t('productSend.sendOne')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
