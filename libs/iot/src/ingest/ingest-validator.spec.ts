import { MAX_VALUE, validatePayload, type Verdict } from './ingest-validator';

const now = Date.UTC(2026, 2, 10, 8, 0, 0);
const check = (body: unknown): Verdict => validatePayload(Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), 'flowmeter', now);
const reasonOf = (body: unknown): string => {
  const verdict = check(body);
  return verdict.ok ? 'ok' : verdict.reason;
};

describe('validatePayload', () => {
  it('refuses epoch times past the date range instead of throwing', () => {
    for (const ts of [1e16, 8.64e15 + 1, Number.MAX_VALUE]) {
      expect(() => check({ ts, values: { instant_flow: 1 } })).not.toThrow();
      expect(reasonOf({ ts, values: { instant_flow: 1 } })).toBe('bad_ts');
    }
    expect(reasonOf({ ts: 8.64e15, values: { instant_flow: 1 } })).toBe('future_ts');
  });

  it('refuses dates and times that do not exist rather than rolling them over', () => {
    for (const ts of ['2026-02-30T00:00:00Z', '2025-02-29T00:00:00Z', '2026-04-31T00:00:00+08:00', '2026-01-01T24:00:00Z', '2026-00-10T00:00:00Z']) {
      expect([ts, reasonOf({ ts, values: { instant_flow: 1 } })]).toEqual([ts, 'bad_ts']);
    }
  });

  it('reads real ISO times with their zone, fractions and leap days', () => {
    const cases: Array<[string, number]> = [
      ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
      ['2026-03-10T15:30:00+08:00', Date.UTC(2026, 2, 10, 7, 30)],
      ['2026-03-10T06:30:05.25-0100', Date.UTC(2026, 2, 10, 7, 30, 5, 250)],
      ['2026-03-10T07:30Z', Date.UTC(2026, 2, 10, 7, 30)],
      ['2026-03-10T07:59:59.123456Z', Date.UTC(2026, 2, 10, 7, 59, 59, 123)],
    ];
    for (const [ts, expected] of cases) expect([ts, check({ ts, values: { instant_flow: 1 } })]).toEqual([ts, { ok: true, reading: { ts: expected, values: { instant_flow: 1 } } }]);
  });

  it('refuses values whose sums in roll-ups could overflow, and keeps those within the bound', () => {
    expect(reasonOf('{"values": {"instant_flow": 1e308}}')).toBe('huge_value');
    expect(reasonOf({ values: { cumulative: -(MAX_VALUE * 10) } })).toBe('huge_value');
    expect(reasonOf('{"values": {"instant_flow": 1e999}}')).toBe('not_finite');
    expect(check({ values: { cumulative: MAX_VALUE, instant_flow: -MAX_VALUE } })).toMatchObject({ ok: true });
    expect(Number.isFinite(MAX_VALUE * 2 ** 31)).toBe(true);
  });
});
