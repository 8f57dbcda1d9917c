import { useTranslation } from 'react-i18next';
import type { AttendanceReportSummary } from '@atende/contract';
import { durationTile, formatNumber, SummaryTiles, type SummaryTile } from '../../kit';
import { reportAttendanceNamespace } from '../locales';

type Props = { summary: AttendanceReportSummary['summary'] | undefined; loading: boolean };

const counts = ['opened', 'stillOpen', 'finished', 'abandoned', 'botOnly'] as const;
const durations = ['wait', 'handle', 'firstResponse'] as const;

/** Opened, still open, finished, abandoned, bot only, TME, TMA, first response (≈p90), survey average. */
export function AttendanceTiles({ summary, loading }: Props) {
  const { t, i18n } = useTranslation(reportAttendanceNamespace);
  const tiles: SummaryTile[] = [
    ...counts.map((key) => ({
      key,
      label: t(`tiles.${key}`),
      value: summary ? formatNumber(summary[key], i18n.language) : '',
      help: t(`tiles.${key}Help`),
    })),
    ...durations.map((key) => durationTile({ key, label: t(`tiles.${key}`), help: t(`tiles.${key}Help`), figure: summary?.[key] })),
    {
      key: 'survey',
      label: t('tiles.survey'),
      value: summary?.surveyAverage != null ? formatNumber(summary.surveyAverage, i18n.language, 1) : '—',
      help: t('tiles.surveyHelp'),
    },
  ];
  return <SummaryTiles tiles={tiles} loading={loading} />;
}
