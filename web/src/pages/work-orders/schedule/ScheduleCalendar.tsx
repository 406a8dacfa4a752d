import type { ReactElement } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import zhCn from '@fullcalendar/core/locales/zh-cn';
import type { ScheduleEvent, DroppedEvent } from './schedule-events';
import type { ScheduleRange } from './schedule.api';

export interface ScheduleCalendarProps {
  events: ScheduleEvent[];
  locale: string;
  onRange: (range: ScheduleRange) => void;
  onDrop: (drop: DroppedEvent) => void;
  onOpen: (orderId: number) => void;
}

// Options FullCalendar compares by identity: created once, so a re-render of the page does not reset the view and
// fire `datesSet` again (which, setting the page's range, would re-render it without end).
const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' };
const LOCALES = [zhCn];

/** FullCalendar with month, week and day views (loaded with the schedule page only). */
export default function ScheduleCalendar({ events, locale, onRange, onDrop, onOpen }: ScheduleCalendarProps): ReactElement {
  return (
    <FullCalendar
      plugins={PLUGINS}
      initialView="dayGridMonth"
      headerToolbar={TOOLBAR}
      locales={LOCALES}
      locale={locale}
      height="auto"
      events={events}
      eventStartEditable
      eventDurationEditable={false}
      datesSet={(info) => onRange({ start: info.start.toISOString(), end: info.end.toISOString() })}
      eventDrop={(info) => onDrop(info)}
      eventClick={(info) => onOpen(Number(info.event.extendedProps.orderId))}
    />
  );
}
