import type { MaintenanceCalendar, PlanMoveRequest } from '@gengyun/contracts';
import { useActionMutation, useCallQuery } from '@/api/hooks';

export type { MaintenanceCalendar };

export const calendarKeys = { all: ['maintenancePlan', 'calendar'] as const };

/** The days shown, `YYYY-MM-DD` (the last one included). */
export interface CalendarRange {
  start: string;
  end: string;
}

export interface CalendarFilters {
  plan_id?: number;
  person_id?: number;
  location_id?: number;
  equipment_type_id?: number;
}

/** Planned and generated work of the plans in scope over the visible days, narrowed by the filters on the server. */
export const useMaintenanceCalendar = (range: CalendarRange | null, filters: CalendarFilters) =>
  useCallQuery<MaintenanceCalendar>([...calendarKeys.all, range, filters], '/plan/calendar', { ...range, ...filters }, { enabled: !!range, silent: true });

/** Drags one forecast day of a plan; the refusal is shown by the page (and the event put back). */
export const useMoveOccurrence = () => useActionMutation<PlanMoveRequest & Record<string, unknown>>('/plan/moveOccurrence', { invalidate: [calendarKeys.all], silent: true });
