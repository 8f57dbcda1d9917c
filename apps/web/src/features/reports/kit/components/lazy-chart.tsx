import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Paper, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportsKitNamespace } from '../locales';

type Props = { title: string; height?: number; children: ReactNode };

/**
 * A chart's frame: its title, and a skeleton of the chart's height while its code (@mantine/charts and
 * recharts, loaded with the first chart) arrives. Pass a component made with `lazyChart`.
 */
export function LazyChart({ title, height = 280, children }: Props) {
  const { t } = useTranslation(reportsKitNamespace);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} className="report-chart">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Suspense fallback={<Skeleton height={height} aria-label={t('chart.loading')} />}>{children}</Suspense>
    </Paper>
  );
}

/** `lazyChart(() => import('./my-chart'), 'MyChart')`: the chart module loads only when drawn. */
export function lazyChart<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, exportName: K) {
  return lazy(() => load().then((m) => ({ default: m[exportName] })));
}
