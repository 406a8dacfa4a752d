import { WORK_ORDER_LIMITS } from '@gengyun/contracts';
import { checklistText } from './checklist-text';

const item = (name: string, extra: Partial<{ standard: string | null; lower_limit: number | null; upper_limit: number | null; unit: string | null }> = {}) => ({
  name,
  standard: null,
  lower_limit: null,
  upper_limit: null,
  unit: null,
  ...extra,
});

describe('checklist text', () => {
  it('numbers the items in order, with their standard and limits', () => {
    expect(checklistText('水泵月保', [item('密封', { standard: '无滴漏' }), item('出口压力', { lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa' }), item('签字')])).toBe(
      '水泵月保\n1. 密封：无滴漏\n2. 出口压力 [0.2~0.4 MPa]\n3. 签字',
    );
  });

  it('is cut to the order description\'s length', () => {
    const many = Array.from({ length: 200 }, (_, i) => item(`检查项${i}`, { standard: '标准'.repeat(10) }));
    expect(checklistText('t', many)).toHaveLength(WORK_ORDER_LIMITS.description);
  });
});
