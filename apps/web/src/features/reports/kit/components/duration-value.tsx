import { useTranslation } from 'react-i18next';
import { formatDuration, type DurationStyle } from '../model/duration';
import { reportsKitNamespace } from '../locales';

type Props = {
  seconds: number | null | undefined;
  /** An estimate (a p90 read from histogram buckets): shown with "≈". */
  approx?: boolean;
  format?: DurationStyle;
};

/** A duration as "2 min 30 s" (or "0:02:30"); "—" when nothing was measured. */
export function DurationValue({ seconds, approx = false, format = 'words' }: Props) {
  const { t } = useTranslation(reportsKitNamespace);
  if (seconds === null || seconds === undefined) return <>{t('duration.none')}</>;
  const text = formatDuration(seconds, format);
  return <>{approx ? t('duration.approx', { value: text }) : text}</>;
}
