import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KanbanReportStep } from '@atende/contract';
import { reportKanbanNamespace } from '../locales';

/** A step as the board shows it: its color, its name and, for a won or lost step, that mark. */
export function StepName({ step }: { step: KanbanReportStep }) {
  const { t } = useTranslation(reportKanbanNamespace);
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={step.color} size={12} aria-hidden />
      <Text size="sm" span>
        {step.name}
      </Text>
      {step.outcome !== 'open' && (
        <Badge size="xs" variant="light" color={step.outcome === 'won' ? 'green' : 'red'}>
          {t(`outcome.${step.outcome}`)}
        </Badge>
      )}
    </Group>
  );
}
