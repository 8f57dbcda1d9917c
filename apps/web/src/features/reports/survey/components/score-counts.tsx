// The distribution's figures as text under the chart: read by screen readers and kept on paper.
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportSurveyNamespace } from '../locales';
import { formatShare } from './survey-format';

export function ScoreCounts({ distribution }: { distribution: number[] }) {
  const { t, i18n } = useTranslation(reportSurveyNamespace);
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return (
    <Group gap="xs" mt="sm" role="list" aria-label={t('distribution.title')}>
      {distribution.map((count, i) => {
        const text = t('distribution.count', { score: i + 1, count, share: formatShare(total ? count / total : 0, i18n.language) });
        return (
          <Badge key={i} variant="light" color={i >= 3 ? 'green' : i === 2 ? 'yellow' : 'red'} role="listitem" aria-label={text} tt="none">
            {text}
          </Badge>
        );
      })}
    </Group>
  );
}
