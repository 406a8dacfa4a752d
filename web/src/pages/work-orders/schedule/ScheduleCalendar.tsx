import type { ReactElement } from 'react';
import { PlanningCalendar } from '@/components/PlanningCalendar/PlanningCalendar';
import type { ScheduleEvent, DroppedEvent } from './schedule-events';
import type { ScheduleRange } from './schedule.api';

export interface ScheduleCalendarProps {
  events: ScheduleEvent[];
  locale: string;
  onRange: (range: ScheduleRange) => void;
  onDrop: (drop: DroppedEvent) => void;
  onOpen: (orderId: number) => void;
}

/** The orders' due days on the planning calendar (loaded with the schedule page only). */
export default function ScheduleCalendar({ events, locale, onRange, onDrop, onOpen }: ScheduleCalendarProps): ReactElement {
  return (
    <PlanningCalendar
      events={events}
      locale={locale}
      datesSet={(info) => onRange({ start: info.start.toISOString(), end: info.end.toISOString() })}
      eventDrop={(info) => onDrop(info)}
      eventClick={(info) => onOpen(Number(info.event.extendedProps.orderId))}
    />
  );
}
