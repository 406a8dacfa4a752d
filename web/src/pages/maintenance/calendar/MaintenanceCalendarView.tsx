import type { ReactElement } from 'react';
import type { CalendarOccurrence } from '@gengyun/contracts';
import { PlanningCalendar } from '@/components/PlanningCalendar/PlanningCalendar';
import type { CalendarItem } from './calendar-events';
import type { CalendarRange } from './calendar.api';

export interface MaintenanceCalendarViewProps {
  events: CalendarItem[];
  locale: string;
  onRange: (range: CalendarRange) => void;
  onOpen: (occurrence: CalendarOccurrence) => void;
  /** A forecast day dropped on another day; `revert` puts it back (the server refused). */
  onMove: (move: { occurrence: CalendarOccurrence; to: string; revert: () => void }) => void;
}

const DAY_MS = 86_400_000;
const day = (date: Date): string => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The plans' days on the planning calendar (loaded with the calendar page only). */
export default function MaintenanceCalendarView({ events, locale, onRange, onOpen, onMove }: MaintenanceCalendarViewProps): ReactElement {
  return (
    <PlanningCalendar
      events={events}
      locale={locale}
      datesSet={(info) => onRange({ start: day(info.start), end: day(new Date(info.end.getTime() - DAY_MS)) })}
      eventOrder="order"
      eventClick={(info) => {
        const more = info.event.extendedProps.more as string | undefined;
        if (more) info.view.calendar.changeView('timeGridDay', more);
        else onOpen(info.event.extendedProps.occurrence as CalendarOccurrence);
      }}
      eventDrop={(info) => info.event.start && onMove({ occurrence: info.event.extendedProps.occurrence as CalendarOccurrence, to: day(info.event.start), revert: info.revert })}
    />
  );
}
