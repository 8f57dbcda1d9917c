// Loaded lazily (LazyChart): @mantine/charts and recharts stay out of every bundle but the reports'.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { attendanceStatuses, type AttendanceReportSummary } from '@atende/contract';
import { formatDayMonth } from '@/shared/time/date-format';
import { statusColors, statusLabel } from '../../kit';

type Props = { chart: AttendanceReportSummary['chart'] };

/** Attendances opened per day, stacked by their current status. */
export function AttendanceChart({ chart }: Props) {
  const { i18n } = useTranslation();
  const data = chart.map((point) => ({ day: formatDayMonth(point.day, i18n.language), ...point.byStatus }));
  // Only the statuses that occur get a legend entry.
  const present = attendanceStatuses.filter((s) => chart.some((p) => p.byStatus[s] > 0));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="day"
      type="stacked"
      withLegend
      series={present.map((s) => ({ name: s, label: statusLabel(s, i18n.language), color: `${statusColors[s]}.6` }))}
    />
  );
}
