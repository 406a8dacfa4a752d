import type { WorkOrderScheduleItem, WorkOrderScheduleLane } from '@gengyun/contracts';
import { OVERDUE_COLOUR, dropEvent, eventColour, scheduleEvents } from './schedule-events';

const item = (id: number, extra: Partial<WorkOrderScheduleItem> = {}): WorkOrderScheduleItem => ({
  id,
  code: `WO-${id}`,
  title: 'Pump leak',
  status: 'toAccept',
  priority: 3,
  version: 4,
  due_time: '2026-12-01T08:00:00.000Z',
  started_time: null,
  person_in_charge_id: 1,
  person_in_charge_name: 'Admin',
  handler_ids: [7, 8],
  handler_names: ['Wang Wu', 'Li Si'],
  overdue: false,
  ended: false,
  ...extra,
});
const lanes: WorkOrderScheduleLane[] = [
  { user_id: 7, user_name: 'Wang Wu', items: [item(1), item(2, { status: 'completed', ended: true })] },
  { user_id: 8, user_name: 'Li Si', items: [item(1), item(3, { overdue: true, status: 'processing' })] },
];

describe('scheduleEvents', () => {
  it('shows each order once, with everyone it stands for, at its due time', () => {
    const events = scheduleEvents(lanes, true);
    expect(events.map((e) => e.id)).toEqual(['1', '2', '3']);
    expect(events[0]).toMatchObject({ title: 'WO-1 Pump leak · Wang Wu, Li Si', start: '2026-12-01T08:00:00.000Z', editable: true, extendedProps: { orderId: 1, version: 4 } });
  });

  it('colours by status, overdue red; ended orders and viewers who may not dispatch cannot drag', () => {
    const events = scheduleEvents(lanes, true);
    expect(events[2]?.backgroundColor).toBe(OVERDUE_COLOUR);
    expect(events[2]?.classNames).toEqual(['schedule-overdue']);
    expect(events[1]?.editable).toBe(false);
    expect(eventColour({ status: 'toAccept', overdue: false })).not.toBe(eventColour({ status: 'processing', overdue: false }));
    expect(eventColour({ status: 'overdue', overdue: false })).toBe(OVERDUE_COLOUR);
    expect(scheduleEvents(lanes, false).every((e) => !e.editable)).toBe(true);
  });

});

describe('dropEvent', () => {
  const drop = (start: Date | null) => ({ event: { start, extendedProps: { orderId: 5, version: 2 } }, revert: vi.fn() });

  it('sends the order at its version with the new due time', async () => {
    const d = drop(new Date('2026-12-03T09:30:00.000Z'));
    const reschedule = vi.fn().mockResolvedValue({});
    const refused = vi.fn();
    expect(await dropEvent(d, reschedule, refused)).toBe(true);
    expect(reschedule).toHaveBeenCalledWith({ id: 5, version: 2, due_time: '2026-12-03T09:30:00.000Z' });
    expect(d.revert).not.toHaveBeenCalled();
    expect(refused).not.toHaveBeenCalled();
  });

  it('puts the event back and shows the server’s message on a refusal', async () => {
    const d = drop(new Date('2020-01-01T00:00:00.000Z'));
    const refused = vi.fn();
    expect(await dropEvent(d, () => Promise.reject(new Error('The new due time cannot be in the past')), refused)).toBe(false);
    expect(d.revert).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledWith('The new due time cannot be in the past');
  });
});
