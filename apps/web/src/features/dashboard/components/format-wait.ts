/** Seconds as mm:ss (hours folded into the minutes: 75:05); null (no wait measured yet) as —. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
