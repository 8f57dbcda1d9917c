// Durations as the reports show them: "0:02:30" (clock) or "2 min 30 s" (words); "2 d 3 h" (days: words
// that count whole days, for what lasts days, as a card's time in a kanban step). Seconds are whole.

export type DurationStyle = 'clock' | 'words' | 'days';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDuration(seconds: number, style: DurationStyle = 'words'): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (style === 'clock') return `${h}:${pad(m)}:${pad(s)}`;
  if (style === 'days' && h >= 24) {
    const d = Math.floor(h / 24);
    return h % 24 > 0 ? `${d} d ${h % 24} h` : `${d} d`;
  }
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}
