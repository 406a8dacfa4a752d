import { ENDED_STATUSES, type WorkOrderScheduleItem, type WorkOrderScheduleLane, type WorkOrderStatus } from '@gengyun/contracts';

/** One calendar event, as FullCalendar takes it. */
export interface ScheduleEvent {
  id: string;
  title: string;
  start: string;
  allDay: false;
  backgroundColor: string;
  borderColor: string;
  editable: boolean;
  classNames: string[];
  extendedProps: { orderId: number; version: number; status: WorkOrderStatus; overdue: boolean };
}

/** Waiting blue, in work cyan, needing a decision purple, done green, ended grey; overdue red whatever the status. */
const COLOURS: Partial<Record<WorkOrderStatus, string>> = {
  pending: '#8c8c8c',
  pendingReview: '#1677ff',
  toAssign: '#1677ff',
  toAccept: '#1677ff',
  transferred: '#1677ff',
  returned: '#fa8c16',
  toRepair: '#13a8a8',
  processing: '#13a8a8',
  suspended: '#fa8c16',
  rejected: '#fa8c16',
  completed: '#52c41a',
};
const REVIEW = '#722ed1';
const ENDED = '#595959';
export const OVERDUE_COLOUR = '#f5222d';

export const eventColour = (item: Pick<WorkOrderScheduleItem, 'status' | 'overdue'>): string =>
  item.overdue || item.status === 'overdue' ? OVERDUE_COLOUR : (COLOURS[item.status] ?? (ENDED_STATUSES.includes(item.status) ? ENDED : REVIEW));

/** The lanes' orders as events, each order once (an order with two handlers stands in both lanes). */
export function scheduleEvents(lanes: readonly WorkOrderScheduleLane[], canMove: boolean): ScheduleEvent[] {
  const seen = new Map<number, { item: WorkOrderScheduleItem; people: string[] }>();
  for (const lane of lanes) {
    for (const item of lane.items) {
      const entry = seen.get(item.id) ?? { item, people: [] };
      if (!entry.people.includes(lane.user_name)) entry.people.push(lane.user_name);
      seen.set(item.id, entry);
    }
  }
  return [...seen.values()].map(({ item, people }) => {
    const colour = eventColour(item);
    return {
      id: String(item.id),
      title: `${item.code} ${item.title} · ${people.join(', ')}`,
      start: item.due_time,
      allDay: false,
      backgroundColor: colour,
      borderColor: colour,
      editable: canMove && !item.ended,
      classNames: item.overdue ? ['schedule-overdue'] : [],
      extendedProps: { orderId: item.id, version: item.version, status: item.status, overdue: item.overdue },
    };
  });
}


/** What a drop sends: the order at the version shown, its new due time. */
export interface DroppedEvent {
  event: { start: Date | null; extendedProps: Record<string, unknown> };
  revert: () => void;
}

/**
 * A drop: asks the server to move the due time; a refusal puts the event back and says why. Resolves to whether it
 * moved.
 */
export async function dropEvent(drop: DroppedEvent, reschedule: (body: { id: number; version: number; due_time: string }) => Promise<unknown>, refused: (message: string) => void): Promise<boolean> {
  const { orderId, version } = drop.event.extendedProps as { orderId: number; version: number };
  if (!drop.event.start) {
    drop.revert();
    return false;
  }
  try {
    await reschedule({ id: orderId, version, due_time: drop.event.start.toISOString() });
    return true;
  } catch (error) {
    drop.revert();
    refused(error instanceof Error ? error.message : String(error));
    return false;
  }
}
