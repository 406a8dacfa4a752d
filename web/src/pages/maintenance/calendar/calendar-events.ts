import { ENDED_STATUSES, type CalendarOccurrence } from '@gengyun/contracts';

/** One calendar event, as FullCalendar takes it. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  allDay: true;
  backgroundColor: string;
  borderColor: string;
  /** Only days generation has not reached can be dragged, by those who may edit plans. */
  editable: boolean;
  /** Within a day: overdue first, then open orders, forecast, done (FullCalendar's `eventOrder`). */
  order: number;
  extendedProps: { occurrence: CalendarOccurrence };
}

/** What stands for a busy day's other events: "+N", opening the day. */
export interface MoreEvent {
  id: string;
  title: string;
  start: string;
  allDay: true;
  editable: false;
  order: number;
  backgroundColor: 'transparent';
  borderColor: 'transparent';
  textColor: 'inherit';
  extendedProps: { more: string; count: number };
}

export type CalendarItem = CalendarEvent | MoreEvent;
export const isMore = (item: CalendarItem): item is MoreEvent => 'more' in item.extendedProps;

/** At most this many events a day in views of several days; a day with more shows one less and a "+N" event. */
export const DAY_EVENT_LIMIT = 5;

export const FORECAST_COLOUR = '#1677ff';
export const GENERATED_COLOUR = '#13a8a8';
export const DONE_COLOUR = '#52c41a';
export const OVERDUE_COLOUR = '#f5222d';
export const USAGE_COLOUR = '#722ed1';

/** Forecast blue (purple when forecast from usage); generated cyan; all its orders ended green; any order overdue (or late) red. */
export function occurrenceColour(o: Pick<CalendarOccurrence, 'orders' | 'usage'>): string {
  if (!o.orders.length) return o.usage ? USAGE_COLOUR : FORECAST_COLOUR;
  if (o.orders.some((order) => order.overdue)) return OVERDUE_COLOUR;
  return o.orders.every((order) => ENDED_STATUSES.includes(order.status)) ? DONE_COLOUR : GENERATED_COLOUR;
}

const URGENCY = [OVERDUE_COLOUR, GENERATED_COLOUR, FORECAST_COLOUR, USAGE_COLOUR, DONE_COLOUR];

/**
 * Each plan's day as one all-day event: the plan's name and how many pieces of equipment it covers ("≈" before a day
 * forecast from usage, which moves with the counters and cannot be dragged).
 */
export const calendarEvents = (rows: readonly CalendarOccurrence[], canMove = false): CalendarEvent[] =>
  rows.map((o) => {
    const colour = occurrenceColour(o);
    return {
      id: `${o.plan_id}-${o.due}`,
      title: `${o.usage ? '≈ ' : ''}${o.plan_name} (${o.equipment_ids.length})`,
      start: o.due,
      allDay: true,
      backgroundColor: colour,
      borderColor: colour,
      editable: canMove && !o.orders.length && !o.usage,
      order: URGENCY.indexOf(colour),
      extendedProps: { occurrence: o },
    };
  });

/**
 * Days with more than `limit` events keep their `limit - 1` most pressing and one event saying how many more, which
 * opens the day. FullCalendar draws every event it is given, hidden ones too (its own "+N more" only hides them), so a
 * month of 5,000 plan days given whole takes seconds to lay out.
 */
export function foldBusyDays(events: readonly CalendarEvent[], more: (count: number) => string, limit = DAY_EVENT_LIMIT): CalendarItem[] {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const list = byDay.get(event.start);
    if (list) list.push(event);
    else byDay.set(event.start, [event]);
  }
  return [...byDay].flatMap(([day, list]): CalendarItem[] => {
    if (list.length <= limit) return list;
    const kept = [...list].sort((a, b) => a.order - b.order).slice(0, limit - 1);
    const count = list.length - kept.length;
    return [...kept, { id: `more-${day}`, title: more(count), start: day, allDay: true, editable: false, order: URGENCY.length, backgroundColor: 'transparent', borderColor: 'transparent', textColor: 'inherit', extendedProps: { more: day, count } }];
  });
}
