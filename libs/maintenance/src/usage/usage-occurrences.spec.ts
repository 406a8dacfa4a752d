import type { UsageForecast } from '@gengyun/contracts';
import { usageOccurrenceDays } from './usage-occurrences';

const f = (equipment_id: number, next_due: string | null, step: number, rate: number | null, counter: UsageForecast['counter'] = 'runHours'): UsageForecast => ({
  equipment_id,
  equipment_name: `P${equipment_id}`,
  counter,
  source: 'meter',
  step,
  value: 0,
  base: 0,
  due_at: step,
  rate_per_day: rate,
  period_from: null,
  period_to: null,
  readings: 0,
  next_due,
  open: false,
});

describe('usage days of a plan', () => {
  it("mode any: every trigger's days per piece, grouped by day; a cycle day is left to the cycle", () => {
    const days = usageOccurrenceDays([f(1, '2031-04-02', 100, 20), f(2, '2031-04-05', 100, 50), f(1, '2031-04-03', 1000, 100, 'energy')], 'any', ['2031-04-07'], '2031-04-12');
    expect([...days]).toEqual([
      ['2031-04-02', [1]],
      ['2031-04-03', [1]],
      ['2031-04-05', [2]],
      ['2031-04-09', [2]],
      ['2031-04-11', [2]],
      ['2031-04-12', [1]],
    ]);
  });

  it('mode all: the slowest trigger of a piece, moved to the next cycle day; a piece that cannot be forecast has none', () => {
    const forecast = [f(1, '2031-04-02', 100, 20), f(1, '2031-04-06', 1000, 250, 'energy'), f(2, null, 100, null)];
    expect([...usageOccurrenceDays(forecast, 'all', ['2031-04-01', '2031-04-08', '2031-04-15'], '2031-04-20')]).toEqual([
      ['2031-04-08', [1]],
      ['2031-04-15', [1]],
    ]);
    expect([...usageOccurrenceDays(forecast, 'all', null, '2031-04-12')]).toEqual([
      ['2031-04-06', [1]],
      ['2031-04-10', [1]],
    ]);
  });
});
