import type { ReactElement } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import zhCn from '@fullcalendar/core/locales/zh-cn';
import type { CalendarOccurrence } from '@gengyun/contracts';
import type { CalendarEvent } from './calendar-events';
import type { CalendarRange } from './calendar.api';

export interface MaintenanceCalendarViewProps {
  events: CalendarEvent[];
  locale: string;
  onRange: (range: CalendarRange) => void;
  onOpen: (occurrence: CalendarOccurrence) => void;
  /** A forecast day dropped on another day; `revert` puts it back (the server refused). */
  onMove: (move: { occurrence: CalendarOccurrence; to: string; revert: () => void }) => void;
}

// Options FullCalendar compares by identity are module constants: a re-render of the page must not reset the view
// and fire `datesSet` again, which would set the page's range and render it without end.
const PLUGINS = [dayGridPlugin, timeGridPlugin];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' };
const LOCALES = [zhCn];
const DAY_MS = 86_400_000;
const day = (date: Date): string => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** FullCalendar month, week and day views of the plans' days (loaded with the calendar page only). */
export default function MaintenanceCalendarView({ events, locale, onRange, onOpen, onMove }: MaintenanceCalendarViewProps): ReactElement {
  return (
    <FullCalendar
      plugins={PLUGINS}
      initialView="dayGridMonth"
      headerToolbar={TOOLBAR}
      locales={LOCALES}
      locale={locale}
      height="auto"
      events={events}
      datesSet={(info) => onRange({ start: day(info.start), end: day(new Date(info.end.getTime() - DAY_MS)) })}
      eventStartEditable
      eventDurationEditable={false}
      eventClick={(info) => onOpen(info.event.extendedProps.occurrence as CalendarOccurrence)}
      eventDrop={(info) => info.event.start && onMove({ occurrence: info.event.extendedProps.occurrence as CalendarOccurrence, to: day(info.event.start), revert: info.revert })}
    />
  );
}
