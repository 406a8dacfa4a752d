import { nextUsageDay, usageDays, usageRate } from './usage-forecast';

describe('usage forecast from synthetic readings', () => {
  it('the rate is the growth between the first and last readings of the window, per day, with its basis', () => {
    // 30 days at 16 run hours a day.
    const points = Array.from({ length: 31 }, (_, i) => ({ day: `2031-03-${String(i + 1).padStart(2, '0')}`, value: 1000 + 16 * i }));
    expect(usageRate(points)).toEqual({ rate: 16, from: '2031-03-01', to: '2031-03-31', readings: 31 });
  });

  it('a counter set back starts the basis over; one reading, or one day, gives no rate', () => {
    expect(usageRate([{ day: '2031-03-01', value: 900 }, { day: '2031-03-05', value: 950 }, { day: '2031-03-06', value: 10 }, { day: '2031-03-11', value: 60 }])).toEqual({ rate: 10, from: '2031-03-06', to: '2031-03-11', readings: 2 });
    expect(usageRate([{ day: '2031-03-01', value: 5 }])).toEqual({ rate: null, from: '2031-03-01', to: '2031-03-01', readings: 1 });
    expect(usageRate([{ day: '2031-03-01', value: 5 }, { day: '2031-03-01', value: 9 }]).rate).toBeNull();
    expect(usageRate([])).toEqual({ rate: null, from: null, to: null, readings: 0 });
  });

  it('the next day: today once reached, else when the rate gets there, none without a rising rate', () => {
    expect(nextUsageDay(1500, 1500, 16, '2031-04-01')).toBe('2031-04-01');
    expect(nextUsageDay(1000, 1500, 16, '2031-04-01')).toBe('2031-05-03'); // 500 / 16 = 31.25 → 32 days
    expect(nextUsageDay(1000, 1500, null, '2031-04-01')).toBeNull();
    expect(nextUsageDay(1000, 1500, 0, '2031-04-01')).toBeNull();
  });

  it('the days after the next come a step apart at the rate, up to the window', () => {
    expect(usageDays('2031-04-10', 500, 100, '2031-04-25')).toEqual(['2031-04-10', '2031-04-15', '2031-04-20', '2031-04-25']);
    expect(usageDays('2031-04-10', 500, null, '2031-04-25')).toEqual(['2031-04-10']);
    expect(usageDays('2031-05-10', 500, 100, '2031-04-25')).toEqual([]);
    expect(usageDays(null, 500, 100, '2031-04-25')).toEqual([]);
    // Faster than a step a day: one a day.
    expect(usageDays('2031-04-10', 5, 100, '2031-04-12')).toEqual(['2031-04-10', '2031-04-11', '2031-04-12']);
  });
});
