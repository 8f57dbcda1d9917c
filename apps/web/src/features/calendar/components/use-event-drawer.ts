import { useState } from 'react';
import type { CalendarEvent } from '@atende/contract';
import { blankEvent, type EventFormValues } from '../model/event-form';

export type EventDrawerState = { key: number; event: CalendarEvent | null; initial: EventFormValues };

/** Which event the drawer shows; each opening gets a new key so the form starts from its values. */
export function useEventDrawer() {
  const [state, setState] = useState<EventDrawerState | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (next: Omit<EventDrawerState, 'key'>) => {
    setState((previous) => ({ ...next, key: (previous?.key ?? 0) + 1 }));
    setOpened(true);
  };
  return {
    state,
    opened,
    openNew: (options: Parameters<typeof blankEvent>[0] = {}) => open({ event: null, initial: blankEvent(options) }),
    openEdit: (event: CalendarEvent) => open({ event, initial: blankEvent() }),
    close: () => setOpened(false),
  };
}
