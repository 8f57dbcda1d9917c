import type { ReactNode } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ReportExportBody, ReportName } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { ExportMenu } from './export-menu';
import { PrintButton } from './print-button';

type Props = {
  name: ReportName;
  /** A line above everything saying what the report counts. */
  intro?: string;
  /** The filter bar (ReportFilterBar). */
  filters: ReactNode;
  /** The export's body: the current filters (and the report's own fields); null hides the export. */
  exportBody: Omit<ReportExportBody, 'format'> | null;
  /** False while a custom period lacks its dates: export disabled, nothing below asked. */
  ready?: boolean;
  /** The first failure of the report's queries, shown once above the figures. */
  error?: unknown;
  summary?: ReactNode;
  chart?: ReactNode;
  table?: ReactNode;
  /** Anything the report adds to the toolbar (e.g. a grouping switch). */
  toolbar?: ReactNode;
};

/** Every report's layout: filter bar, actions (export, print), figures, chart, table. */
export function ReportPage(props: Props) {
  const ready = props.ready ?? true;
  return (
    <Stack className="report-page" gap="md">
      {props.intro && (
        <Text c="dimmed" size="sm">
          {props.intro}
        </Text>
      )}
      {props.filters}
      <Group justify="space-between" gap="sm" wrap="wrap" data-report-print="hide">
        <Group gap="sm">{props.toolbar}</Group>
        <Group gap="sm">
          {props.exportBody && <ExportMenu name={props.name} body={props.exportBody} disabled={!ready} />}
          <PrintButton />
        </Group>
      </Group>
      {props.error ? (
        <Alert color="red" role="alert">
          {errorMessage(props.error)}
        </Alert>
      ) : null}
      {ready && (
        <>
          {props.summary}
          {props.chart}
          {props.table}
        </>
      )}
    </Stack>
  );
}
