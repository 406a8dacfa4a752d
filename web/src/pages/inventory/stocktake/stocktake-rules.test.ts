import type { StocktakeLine } from './stocktake.api';
import { differences, linesOfPart, nextStep, placeKey, signed, splitLines } from './stocktake-rules';

const line = (over: Partial<StocktakeLine>): StocktakeLine =>
  ({ id: 1, part_id: 1, spare_part_code: 'P1', part_name: 'Bearing', specification: null, unit: null, bin_id: null, bin_code: null, batch_no: null, expected: 3, counted: null, difference: null, moved_since_start: 0, adjusted: null, count_user_id: null, count_user_name: null, count_time: null, remark: null, ...over }) as StocktakeLine;

describe('stocktake rules', () => {
  const lines = [line({ id: 1, counted: 3, difference: 0 }), line({ id: 2, part_id: 2, bin_id: 7, counted: 1, difference: -2 }), line({ id: 3, part_id: 2, bin_id: 8 })];

  it('splits counted from remaining lines and finds a part’s lines', () => {
    const { counted, remaining } = splitLines(lines);
    expect([counted.map((l) => l.id), remaining.map((l) => l.id)]).toEqual([[1, 2], [3]]);
    expect(linesOfPart(lines, 2).map((l) => l.id)).toEqual([2, 3]);
    expect(differences(lines).map((l) => l.id)).toEqual([2]);
    expect(placeKey(lines[1] as StocktakeLine)).toBe('7|');
  });

  it('offers the next step only to those who may take it', () => {
    const all = { add: true, count: true, approve: true };
    expect([nextStep('draft', all), nextStep('counting', all), nextStep('finished', all), nextStep('approved', all)]).toEqual(['start', 'finish', 'approve', null]);
    expect(nextStep('finished', { ...all, approve: false })).toBeNull();
    expect(nextStep('draft', { ...all, add: false })).toBeNull();
  });

  it('signs differences', () => {
    expect([signed(2), signed(-1), signed(0), signed(null)]).toEqual(['+2', '-1', '0', '']);
  });
});
