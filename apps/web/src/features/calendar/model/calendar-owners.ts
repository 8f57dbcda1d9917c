// The calendars the filter and the form offer: one's own first, then the operators' the user may see
// (and, editing an event of someone else listed nowhere, that calendar too).
import type { CalendarEvent, CalendarOperator } from '@atende/contract';

export type OwnerOption = { value: string; label: string };

export function ownerOptions(myUserId: string | null, myLabel: string, operators: readonly CalendarOperator[], event: CalendarEvent | null = null): OwnerOption[] {
  const options: OwnerOption[] = myUserId ? [{ value: myUserId, label: myLabel }] : [];
  for (const o of operators) if (o.userId !== myUserId) options.push({ value: o.userId, label: o.name });
  if (event && !options.some((o) => o.value === event.userId)) options.push({ value: event.userId, label: event.ownerName });
  return options;
}
