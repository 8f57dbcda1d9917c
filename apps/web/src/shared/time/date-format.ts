// Dates in the active language's order: day first in pt-BR, month first in English. Nothing here
// hard-codes "DD/MM".
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = build();
    formatters.set(key, found);
  }
  return found;
}

/** "10/03/2025" (pt-BR) or "03/10/2025" (en): an instant's day in the zone. */
export function formatDateIn(iso: string, timeZone: string, language: string): string {
  return formatter(`date|${language}|${timeZone}`, () =>
    new Intl.DateTimeFormat(language, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }),
  ).format(new Date(iso));
}

/** A calendar day ("2025-03-10") as "10/03/2025" or "03/10/2025", whatever the zone. */
export function formatCalendarDay(day: string, language: string): string {
  return formatDateIn(`${day.slice(0, 10)}T12:00:00Z`, 'UTC', language);
}

/** A calendar day without the year (a birthday): "12/05" or "05/12". */
export function formatDayMonth(day: string, language: string): string {
  return formatter(`dm|${language}`, () => new Intl.DateTimeFormat(language, { timeZone: 'UTC', day: '2-digit', month: '2-digit' })).format(
    new Date(`${day.slice(0, 10)}T12:00:00Z`),
  );
}

/** The dayjs pattern of Mantine's date inputs in the language: "DD/MM/YYYY" or "MM/DD/YYYY". */
export function dateInputFormat(language: string, withTime = false): string {
  const date = language === 'en' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
  return withTime ? `${date} HH:mm` : date;
}
