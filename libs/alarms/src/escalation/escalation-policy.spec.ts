import { DEFAULT_INTERVALS, delayAfterStep, offsetOfStep, parseIntervals } from './escalation-policy';

describe('escalation timing', () => {
  it('step 1 at once, then the four intervals, then the last one repeating', () => {
    const i = [10, 20, 30, 40];
    expect([1, 2, 3, 4, 5, 6].map((s) => offsetOfStep(i, s, 'second'))).toEqual([0, 10_000, 30_000, 60_000, 100_000, 140_000]);
    expect(delayAfterStep(i, 9, 'second')).toBe(40_000);
    expect(delayAfterStep(i, 1, 'minute')).toBe(600_000);
  });

  it('parses four positive whole numbers only', () => {
    expect(parseIntervals('[1,2,3,4]')).toEqual([1, 2, 3, 4]);
    expect(parseIntervals([60, 300, 900, 1800])).toEqual([...DEFAULT_INTERVALS]);
    for (const bad of ['[1,2,3]', '[1,2,3,0]', '[1,2,3,4.5]', 'x', null, 5]) expect(parseIntervals(bad)).toBeNull();
  });
});
