import { alarmResponseTimes, durationParts } from './work-orders-alarm-bridge';

describe('alarm response times', () => {
  const raise = '2026-01-31T08:00:00.000Z';

  it('measures raised → acknowledged, raised → cleared and the order created → completed', () => {
    expect(
      alarmResponseTimes({
        raise_time: raise,
        ack_time: '2026-01-31T08:05:00.000Z',
        clear_time: '2026-01-31T09:00:00.000Z',
        order_create_time: '2026-01-31T08:01:00.000Z',
        order_completed_time: '2026-01-31T10:01:00.000Z',
      }),
    ).toEqual({ to_acknowledge_ms: 300_000, to_restore_ms: 3_600_000, to_complete_ms: 7_200_000 });
  });

  it('leaves a figure empty while its later moment has not come, or when the moments are out of order', () => {
    expect(alarmResponseTimes({ raise_time: raise, ack_time: null, clear_time: null })).toEqual({ to_acknowledge_ms: null, to_restore_ms: null, to_complete_ms: null });
    expect(alarmResponseTimes({ raise_time: raise, ack_time: '2026-01-31T07:59:00.000Z', clear_time: 'not a time' })).toEqual({ to_acknowledge_ms: null, to_restore_ms: null, to_complete_ms: null });
  });

  it('splits a duration into its largest unit and the next one', () => {
    expect(durationParts(0)).toEqual([[0, 's']]);
    expect(durationParts(12_400)).toEqual([[12, 's']]);
    expect(durationParts(250_000)).toEqual([[4, 'min'], [10, 's']]);
    expect(durationParts(3 * 3_600_000)).toEqual([[3, 'h']]);
    expect(durationParts(26 * 3_600_000 + 60_000)).toEqual([[1, 'd'], [2, 'h']]);
  });
});
