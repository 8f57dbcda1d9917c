// Each operator's productivity in the period: finished, messages sent, TMA and time online.
import { useTranslation } from 'react-i18next';
import { REPORT_PER_PAGE, statsReportPageSchema, type OperatorProductivityRow, type ReportFiltersInput } from '@atende/contract';
import { DurationValue, ReportTable, useReportPage, type ReportColumn } from '../../kit';
import { reportStatsNamespace } from '../locales';

type Props = { body: ReportFiltersInput; page: number; onPageChange: (page: number) => void };

export function ProductivityTable({ body, page, onPageChange }: Props) {
  const { t } = useTranslation(reportStatsNamespace);
  const query = useReportPage('stats', body, page, REPORT_PER_PAGE, statsReportPageSchema);
  const columns: ReportColumn<OperatorProductivityRow>[] = [
    { key: 'operator', header: t('table.operator'), render: (r) => r.operator.name },
    { key: 'finished', header: t('table.finished'), render: (r) => r.finished },
    { key: 'messagesSent', header: t('table.messagesSent'), render: (r) => r.messagesSent },
    { key: 'handle', header: t('table.handle'), render: (r) => <DurationValue seconds={r.averageHandleSeconds} /> },
    { key: 'online', header: t('table.online'), render: (r) => <DurationValue seconds={r.onlineSeconds} /> },
  ];
  return (
    <ReportTable
      caption={t('table.caption')}
      columns={columns}
      query={query}
      rowKey={(r) => r.operator._id}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
