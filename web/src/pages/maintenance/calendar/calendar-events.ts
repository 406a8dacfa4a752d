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
  extendedProps: { occurrence: CalendarOccurrence };
}

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
      extendedProps: { occurrence: o },
    };
  });
