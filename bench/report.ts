// Every benchmark prints its figures as one JSON line per measurement.
export function report(figures: Record<string, unknown>): void {
  console.log(JSON.stringify({ ...figures, at: new Date().toISOString() }));
}
