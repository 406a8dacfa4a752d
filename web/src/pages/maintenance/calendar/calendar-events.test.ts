import type { CalendarOccurrence } from '@gengyun/contracts';
import { DONE_COLOUR, FORECAST_COLOUR, GENERATED_COLOUR, OVERDUE_COLOUR, USAGE_COLOUR, calendarEvents, foldBusyDays } from './calendar-events';

const day = (orders: CalendarOccurrence['orders']): CalendarOccurrence => ({
  plan_id: 7,
  plan_name: 'Pump monthly',
  person_in_charge_id: 1,
  due: '2026-12-31',
  planned: '2026-12-31',
  generate_on: '2026-12-29',
  due_time: '2026-12-31T00:00:00.000Z',
  equipment_ids: [11, 12],
  orders,
});
const order = (status: CalendarOccurrence['orders'][number]['status'], overdue = false) => ({ id: 1, equipment_id: 11, status, overdue });

describe('calendar events', () => {
  it('one all-day event per plan and day, titled with the plan and its equipment count', () => {
    expect(calendarEvents([day([])])[0]).toMatchObject({ id: '7-2026-12-31', title: 'Pump monthly (2)', start: '2026-12-31', allDay: true });
  });

  it('only forecast days are draggable, and only for those who may edit plans', () => {
    expect(calendarEvents([day([]), day([order('processing')])], true).map((e) => e.editable)).toEqual([true, false]);
    expect(calendarEvents([day([])], false)[0]?.editable).toBe(false);
  });

  it('colours forecast, generated, done and overdue days', () => {
    const colour = (orders: CalendarOccurrence['orders']) => calendarEvents([day(orders)])[0]?.backgroundColor;
    expect(colour([])).toBe(FORECAST_COLOUR);
    expect(colour([order('processing')])).toBe(GENERATED_COLOUR);
    expect(colour([order('completed'), order('closed')])).toBe(DONE_COLOUR);
    expect(colour([order('completed'), order('processing', true)])).toBe(OVERDUE_COLOUR);
  });

  it('a day forecast from usage is marked, coloured apart and not draggable', () => {
    const [event] = calendarEvents([{ ...day([]), equipment_ids: [11], usage: true }], true);
    expect(event).toMatchObject({ title: '≈ Pump monthly (1)', backgroundColor: USAGE_COLOUR, editable: false });
  });

  it('a day of more than five keeps its four most pressing and one "+N" that opens the day; quieter days stay whole', () => {
    const on = (due: string, orders: CalendarOccurrence['orders'], plan_id: number): CalendarOccurrence => ({ ...day(orders), plan_id, due });
    const busy = [
      on('2026-12-01', [order('completed')], 1),
      on('2026-12-01', [], 2),
      on('2026-12-01', [order('processing')], 3),
      on('2026-12-01', [order('processing', true)], 4),
      on('2026-12-01', [], 5),
      on('2026-12-01', [order('completed')], 6),
      on('2026-12-01', [], 7),
    ];
    const quiet = [1, 2, 3, 4, 5].map((n) => on('2026-12-02', [], 10 + n));
    const folded = foldBusyDays(calendarEvents([...busy, ...quiet]), (n) => `+${n} more`);
    const first = folded.filter((e) => e.start === '2026-12-01');
    expect(first.map((e) => e.id)).toEqual(['4-2026-12-01', '3-2026-12-01', '2-2026-12-01', '5-2026-12-01', 'more-2026-12-01']);
    expect(first.at(-1)).toMatchObject({ title: '+3 more', editable: false, extendedProps: { more: '2026-12-01', count: 3 } });
    expect(first.at(-1)!.order).toBeGreaterThan(Math.max(...first.slice(0, -1).map((e) => e.order)));
    expect(folded.filter((e) => e.start === '2026-12-02')).toHaveLength(5);
  });
});
