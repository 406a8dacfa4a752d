import { BusinessError } from '@gengyun/core';
import { checkValue, outside, type CheckedItem } from './check-value';

const item = (type: CheckedItem['type'], extra: Partial<CheckedItem> = {}): CheckedItem => ({ type, lower_limit: null, upper_limit: null, options: [], failing_options: [], ...extra });
const refusal = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof BusinessError ? error.key : 'other';
  }
  return undefined;
};

describe('checklist answers', () => {
  it('limits: either end may be open, the ends themselves pass', () => {
    expect([0.2, 0.4, 0.19, 0.41].map((n) => outside(n, { lower_limit: 0.2, upper_limit: 0.4 }))).toEqual([false, false, true, true]);
    expect([-5, 1e9].map((n) => outside(n, { lower_limit: null, upper_limit: null }))).toEqual([false, false]);
    expect([outside(-1, { lower_limit: 0, upper_limit: null }), outside(1e9, { lower_limit: 0, upper_limit: null })]).toEqual([true, false]);
  });

  it('reads true/false and plain numbers sent as text, and nothing looser', () => {
    expect(checkValue(item('passFail'), 'false')).toEqual({ value: false, failed: true, fileIds: [] });
    expect(checkValue(item('number', { lower_limit: 1 }), '-0.5')).toMatchObject({ value: -0.5, failed: true });
    expect(checkValue(item('signature'), '12')).toEqual({ value: 12, failed: false, fileIds: [12] });
    expect(refusal(() => checkValue(item('passFail'), 'no'))).toBe('maintenance.errors.checkPassFail');
    expect(refusal(() => checkValue(item('number'), '1e3'))).toBe('maintenance.errors.checkNumber');
    expect(refusal(() => checkValue(item('meterReading'), Infinity))).toBe('maintenance.errors.checkNumber');
    expect(refusal(() => checkValue(item('signature'), '1.5'))).toBe('maintenance.errors.checkSignature');
  });

  it('choices fail when a failing option is among them', () => {
    const single = item('singleChoice', { options: ['ok', 'rust'], failing_options: ['rust'] });
    expect([checkValue(single, 'ok').failed, checkValue(single, 'rust').failed]).toEqual([false, true]);
    const multiple = item('multipleChoice', { options: ['a', 'b', 'c'], failing_options: ['c'] });
    expect([checkValue(multiple, ['a', 'b']).failed, checkValue(multiple, ['a', 'c']).failed]).toEqual([false, true]);
    expect(refusal(() => checkValue(multiple, 'a'))).toBe('maintenance.errors.checkChoice');
  });

  it('text is trimmed and never fails; photos name their files', () => {
    expect(checkValue(item('text'), '  ok  ')).toEqual({ value: 'ok', failed: false, fileIds: [] });
    expect(checkValue(item('photo'), [3, 4])).toEqual({ value: [3, 4], failed: false, fileIds: [3, 4] });
    expect(refusal(() => checkValue(item('photo'), [3, 3]))).toBe('maintenance.errors.checkPhotos');
  });
});
