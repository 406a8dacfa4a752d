import { conditionHolds } from './juel';

const order: Record<string, string | number | null> = { priority: 4, source: 'alarm', fee: null, title: 'pump' };
const holds = (c: string): boolean => conditionHolds(c, (name) => order[name] ?? null);

describe('gateway conditions', () => {
  it('compares numbers and strings', () => {
    expect(holds('${priority >= 4}')).toBe(true);
    expect(holds('${priority > 4}')).toBe(false);
    expect(holds('${priority lt 5}')).toBe(true);
    expect(holds("${source == 'alarm'}")).toBe(true);
    expect(holds('${source != "alarm"}')).toBe(false);
  });

  it('joins with && || ! and parentheses', () => {
    expect(holds("${priority >= 4 && source == 'manual'}")).toBe(false);
    expect(holds("${priority >= 4 || source == 'manual'}")).toBe(true);
    expect(holds("${!(priority >= 4) or (source eq 'alarm' and empty fee)}")).toBe(true);
  });

  it('is false for what it cannot read, never running code', () => {
    expect(holds('${priority >= }')).toBe(false);
    expect(holds('${process.exit(1)}')).toBe(false);
    expect(holds('${priority = 4}')).toBe(false);
  });
});
