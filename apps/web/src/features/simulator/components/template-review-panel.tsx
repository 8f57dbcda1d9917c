// "Modelos em análise": the simulator stands in for Meta, so this page reviews the channel's new
// templates. Approving or rejecting (with a reason) posts the simulator webhook's template_status,
// which the platform applies like Meta's status update; the template leaves this list when it does.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { templateCategoryLabels, type Template } from '@atende/contract';
import { templatesInReview } from '../conversation-state';

export type TemplateDecision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

type Props = {
  templates: readonly Template[];
  failed: boolean;
  onReview: (template: Template, decision: TemplateDecision) => Promise<void>;
};

const categoryLabel = (category: string) => (templateCategoryLabels as Record<string, string>)[category] ?? category;

function InReview({ template, onReview }: { template: Template; onReview: Props['onReview'] }) {
  const { t } = useTranslation('simulator');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const label = `${template.name} (${template.language})`;

  const decide = async (decision: TemplateDecision) => {
    setState('sending');
    setError(null);
    try {
      await onReview(template, decision);
      // It leaves the list once the platform applied the review; until then it says it went.
      setState('sent');
    } catch (err) {
      setState('idle');
      setError(t('review.failed', { reason: (err as Error).message }));
    }
  };
  const reject = () => {
    const text = reason.trim();
    if (!text) return setReasonError(t('review.reasonRequired'));
    setReasonError(null);
    void decide({ status: 'REJECTED', reason: text });
  };

  return (
    <Paper withBorder radius="sm" p="xs" role="group" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} ff="monospace" truncate>
            {template.name}
          </Text>
          <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
            {template.language}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {categoryLabel(template.category)}
        </Text>
        <Text size="xs" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
          {template.body}
        </Text>
        {error && (
          <Alert color="red" p="xs">
            {error}
          </Alert>
        )}
        {state === 'sent' ? (
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('review.sent')}
          </Text>
        ) : rejecting ? (
          <Stack gap={6}>
            <Textarea
              label={t('review.reason')}
              description={t('review.reasonHint')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
              autosize
              minRows={2}
              maxLength={1000}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setRejecting(false)} disabled={state === 'sending'}>
                {t('review.cancel')}
              </Button>
              <Button size="xs" color="red" onClick={reject} loading={state === 'sending'}>
                {t('review.confirmReject')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="light" color="red" onClick={() => setRejecting(true)} disabled={state === 'sending'}>
              {t('review.reject')}
            </Button>
            <Button size="xs" color="green" onClick={() => void decide({ status: 'APPROVED' })} loading={state === 'sending'}>
              {t('review.approve')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function TemplateReviewPanel({ templates, failed, onReview }: Props) {
  const { t } = useTranslation('simulator');
  const pending = templatesInReview(templates);
  return (
    <Stack gap="xs" role="region" aria-label={t('review.title')}>
      <div>
        <Text fw={600}>{t('review.title')}</Text>
        <Text size="xs" c="dimmed">
          {t('review.subtitle')}
        </Text>
      </div>
      {/* Plain text, not an alert: the phone's own refusals are the page's alerts. */}
      {failed && (
        <Text size="sm" c="red">
          {t('review.loadFailed')}
        </Text>
      )}
      {!failed && pending.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('review.empty')}
        </Text>
      )}
      {pending.map((template) => (
        <InReview key={template._id} template={template} onReview={onReview} />
      ))}
    </Stack>
  );
}
