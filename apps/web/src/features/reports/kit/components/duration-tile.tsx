import { Trans } from 'react-i18next';
import type { DurationFigure } from '@atende/contract';
import { formatDuration } from '../model/duration';
import { DurationValue } from './duration-value';
import type { SummaryTile } from './summary-tiles';
import { reportsKitNamespace } from '../locales';

type Input = { key: string; label: string; help?: string; figure: DurationFigure | undefined };

/** A TME/TMA-style tile: the average as the figure, "p90 ≈ 5 min" under it when there is one. */
export function durationTile({ key, label, help, figure }: Input): SummaryTile {
  const p90 = figure?.p90Seconds;
  return {
    key,
    label,
    help,
    value: <DurationValue seconds={figure?.averageSeconds} />,
    detail: p90 == null ? undefined : <Trans ns={reportsKitNamespace} i18nKey="duration.p90" values={{ value: formatDuration(p90) }} />,
  };
}
