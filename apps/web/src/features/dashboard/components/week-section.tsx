// /main beside today's tiles: the last 7 days (charts, lazy) and each operator's live load. The
// charts' figures are also in a table read by screen readers, since an SVG chart says nothing to them.
import { lazy, Suspense } from 'react';
import { Alert, Grid, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardWeek } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { useDashboardWeek } from '../api/dashboard-week-query';
import { dashboardNamespace } from '../locales';
import { formatWait } from './format-wait';
import { OperatorsLoad } from './operators-load';

const WeekCharts = lazy(() => import('./week-charts').then((m) => ({ default: m.WeekCharts })));

function WeekTable({ days }: { days: DashboardWeek['days'] }) {
  const { t } = useTranslation(dashboardNamespace);
  return (
    <VisuallyHidden>
      <Table>
        <caption>{t('week.tableCaption')}</caption>
        <thead>
          <tr>
            <th>{t('week.day')}</th>
            <th>{t('week.opened')}</th>
            <th>{t('week.finished')}</th>
            <th>{t('week.wait')}</th>
            <th>{t('week.handle')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{`${d.day.slice(8, 10)}/${d.day.slice(5, 7)}/${d.day.slice(0, 4)}`}</td>
              <td>{d.opened}</td>
              <td>{d.finished}</td>
              <td>{formatWait(d.waitSeconds)}</td>
              <td>{formatWait(d.handleSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </VisuallyHidden>
  );
}

export function WeekSection() {
  const { t } = useTranslation(dashboardNamespace);
  const week = useDashboardWeek();
  if (week.isError)
    return (
      <Alert color="red" role="alert" title={t('week.loadError')}>
        {errorMessage(week.error)}
      </Alert>
    );
  if (!week.data) return <Skeleton height={280} radius="md" aria-label={t('week.loading')} />;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 8 }} miw={0}>
        <Suspense fallback={<Skeleton height={290} radius="md" aria-label={t('week.loading')} />}>
          <WeekCharts days={week.data.days} />
        </Suspense>
        <WeekTable days={week.data.days} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <OperatorsLoad operators={week.data.operators} />
      </Grid.Col>
    </Grid>
  );
}
