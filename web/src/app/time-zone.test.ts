import { rangeToIso, isoToRange } from '@/pages/alarms/alarm/AlarmFilterBar';
import { formatInEnterpriseZone } from './time-zone';
import { sessionStore, type Session } from './session-store';

const session = (timeZone?: string): Session => ({ token: 't', userId: 1, name: 'A', account: 'a', lang: 'en_US', enterpriseId: 1, enterpriseName: 'E', online: true, count: 0, timeZone });

describe('times in the enterprise time zone (SPEC §9 formats)', () => {
  afterEach(() => sessionStore.set(null));

  it('shows an instant on the enterprise clock, Asia/Shanghai by default', () => {
    sessionStore.set(session());
    expect(formatInEnterpriseZone('2026-11-25T15:36:04.225Z', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-25 23:36:04');
    expect(formatInEnterpriseZone(Date.UTC(2026, 10, 25, 16, 0, 0), 'YYYY-MM-DD')).toBe('2026-11-26');
    sessionStore.set(session('Europe/London'));
    expect(formatInEnterpriseZone(new Date('2026-11-25T15:36:04Z'), 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-25 15:36:04');
  });

  it('leaves dates and wall-clock texts as they are; blanks and nonsense are empty', () => {
    sessionStore.set(session());
    expect(formatInEnterpriseZone('2024-05-01', 'YYYY-MM-DD')).toBe('2024-05-01');
    expect(formatInEnterpriseZone('2026-01-01 10:00:00', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 10:00:00');
    expect(formatInEnterpriseZone(null, 'YYYY-MM-DD')).toBe('');
    expect(formatInEnterpriseZone('soon', 'YYYY-MM-DD')).toBe('');
  });

  it('reads a picked day range on the enterprise clock (00:00:00 – 23:59:59) and back', () => {
    sessionStore.set(session());
    const iso = rangeToIso(['2026-11-25 00:00:00', '2026-11-25 23:59:59']);
    expect(iso).toEqual(['2026-11-24T16:00:00.000Z', '2026-11-25T16:00:00.000Z']);
    expect(isoToRange(iso)).toEqual(['2026-11-25 00:00:00', '2026-11-25 23:59:59']);
  });
});
