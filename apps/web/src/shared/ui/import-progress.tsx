// The body every file import shows while it runs and when it ends (contacts, products): the progress
// bar and its count while running, the failure's message, and created / updated / with errors.
import type { ReactNode } from 'react';
import { Alert, Progress, SimpleGrid, Text } from '@mantine/core';
import type { ImportProgress } from '@atende/contract';
import { StatCount } from './stat-count';

export type ImportProgressLabels = {
  /** The progress bar's accessible name. */
  bar: string;
  /** Shown while the import waits for its job. */
  queued: string;
  /** "N of M rows", already filled in. */
  counts: string;
  created: string;
  updated: string;
  errors: string;
};

type Props = {
  progress: ImportProgress;
  queued: boolean;
  finished: boolean;
  percent: number;
  labels: ImportProgressLabels;
  /** Under the running bar (a hint that the import goes on in the background...). */
  runningNote?: ReactNode;
};

export function ImportProgressBody({ progress, queued, finished, percent, labels, runningNote }: Props) {
  return (
    <>
      {!finished && (
        <>
          <Progress value={percent} size="xl" striped animated aria-label={labels.bar} aria-valuetext={`${percent}%`} />
          <Text aria-live="polite">{queued ? labels.queued : labels.counts}</Text>
          {runningNote}
        </>
      )}
      {progress.errorMessage && (
        <Alert color="red" role="alert">
          {progress.errorMessage}
        </Alert>
      )}
      <SimpleGrid cols={3}>
        <StatCount label={labels.created} value={progress.createdCount} color="teal" />
        <StatCount label={labels.updated} value={progress.updatedCount} />
        <StatCount label={labels.errors} value={progress.errorCount} color={progress.errorCount > 0 ? 'red' : undefined} />
      </SimpleGrid>
    </>
  );
}
