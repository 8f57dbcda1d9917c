// Durations as the reports show them: "0:02:30" (clock) or "2 min 30 s" (words). Seconds are whole.

export type DurationStyle = 'clock' | 'words';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDuration(seconds: number, style: DurationStyle = 'words'): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (style === 'clock') return `${h}:${pad(m)}:${pad(s)}`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}
