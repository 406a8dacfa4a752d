import type { AlarmDelivery } from './delivery.entity';
import { groupRounds } from './delivery-rounds';

let id = 0;
const row = (step: number, channel: 'sms' | 'mail', recipient: string, status: AlarmDelivery['status'], last_error: string | null = null): Parameters<typeof groupRounds>[0][number] => ({
  id: ++id,
  step,
  channel,
  recipient,
  status,
  last_error,
  attempts: status === 'skipped' || status === 'cancelled' ? 0 : 1,
  sent_time: status === 'sent' ? new Date(1000 * step) : null,
  due_time: new Date(1000 * step),
});

describe('an alarm’s deliveries per round and channel', () => {
  it('groups by step (newest first) and channel (SMS, then mail), with the failure reason only on failed rows', () => {
    const out = groupRounds([
      row(1, 'mail', 'a@x.cn', 'sent'),
      row(1, 'sms', '13800000001', 'failed', 'SMS gateway answered 500'),
      row(1, 'sms', '13800000002', 'sent'),
      row(2, 'sms', '13800000001', 'skipped'),
      row(2, 'mail', 'a@x.cn', 'cancelled', 'stale'),
    ]);
    expect(out.rounds.map((r) => r.step)).toEqual([2, 1]);
    expect(out.rounds[1].channels.map((c) => c.channel)).toEqual(['sms', 'mail']);
    expect(out.rounds[1].channels[0].records).toEqual([
      expect.objectContaining({ recipient: '13800000001', status: 'failed', last_error: 'SMS gateway answered 500' }),
      expect.objectContaining({ recipient: '13800000002', status: 'sent', last_error: null }),
    ]);
    expect(out.rounds[0].channels[1].records[0]).toMatchObject({ status: 'cancelled', last_error: null });
    expect(out.rounds[0].due_time).toEqual(new Date(2000));
  });

  it('"notified round N" is the last round with a message sent; skipped, failed and cancelled rounds notify nobody', () => {
    expect(groupRounds([row(1, 'sms', '1', 'sent'), row(2, 'sms', '1', 'failed', 'x'), row(3, 'sms', '1', 'cancelled')]).notified_step).toBe(1);
    expect(groupRounds([row(1, 'sms', '1', 'skipped'), row(2, 'mail', 'm', 'skipped')]).notified_step).toBeNull();
    expect(groupRounds([])).toEqual({ notified_step: null, rounds: [] });
  });
});
