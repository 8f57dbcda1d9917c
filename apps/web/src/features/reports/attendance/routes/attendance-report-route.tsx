// /reportAttendance: the attendances opened in the period, their figures, a per-day chart by status
// and the table; a row opens its transcript.
import { useTranslation } from 'react-i18next';
import { attendanceReportPageSchema, attendanceReportSummarySchema, REPORT_PER_PAGE } from '@atende/contract';
import { useChannelTimeZone } from '@/shared/time/zoned-date-time';
import {
  LazyChart,
  lazyChart,
  openTranscript,
  ReportFilterBar,
  ReportPage,
  ReportTable,
  useReportFilters,
  useReportPage,
  useReportSummary,
  type ReportFilterName,
} from '../../kit';
import { AttendanceTiles } from '../components/attendance-tiles';
import { attendanceColumns } from '../components/attendance-columns';
import { reportAttendanceNamespace } from '../locales';

const AttendanceChart = lazyChart(() => import('../components/attendance-chart'), 'AttendanceChart');
const filters: readonly ReportFilterName[] = ['departmentId', 'operatorId', 'tagId', 'tabulationId', 'status', 'contact'];

export function AttendanceReportPage() {
  const { t, i18n } = useTranslation(reportAttendanceNamespace);
  const state = useReportFilters(filters);
  const summary = useReportSummary('attendance', state.body, attendanceReportSummarySchema, { enabled: state.ready });
  const page = useReportPage('attendance', state.body, state.page, REPORT_PER_PAGE, attendanceReportPageSchema, {}, { enabled: state.ready });
  const channelZone = useChannelTimeZone();
  const timeZone = summary.data?.period.timezone ?? page.data?.period.timezone ?? channelZone;
  return (
    <ReportPage
      name="attendance"
      intro={t('intro')}
      ready={state.ready}
      filters={<ReportFilterBar state={state} resolved={summary.data?.period ?? page.data?.period} />}
      exportBody={state.body}
      error={summary.error ?? page.error}
      summary={<AttendanceTiles summary={summary.data?.summary} loading={summary.isPending} />}
      chart={
        summary.data && (
          <LazyChart title={t('chart')}>
            <AttendanceChart chart={summary.data.chart} />
          </LazyChart>
        )
      }
      table={
        <ReportTable
          caption={t('caption')}
          columns={attendanceColumns(t, i18n.language, timeZone)}
          query={page}
          rowKey={(row) => row._id}
          page={state.page}
          onPageChange={state.setPage}
          onRowClick={(row) => void openTranscript(row._id)}
        />
      }
    />
  );
}
