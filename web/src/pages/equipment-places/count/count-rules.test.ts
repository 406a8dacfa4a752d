import { Permission } from '@gengyun/contracts';
import { extraNames, finishGate, mayEditCount, resultChoices, unprocessedOf } from './count-rules';

const editor = (code: string) => code === Permission.equipmentCount.edit;
const viewer = () => false;
const items = [
  { equipment_id: 1, result: 0 },
  { equipment_id: 2, result: 1 },
  { equipment_id: null, result: 3 },
  { equipment_id: 3, result: 0 },
];

describe('count finish gating', () => {
  it('shows finish on open counts to editors, with the number of unprocessed rows as a warning', () => {
    expect(finishGate(0, editor, items)).toEqual({ visible: true, warning: 2 });
    expect(finishGate(0, editor)).toEqual({ visible: true, warning: 0 });
    expect(finishGate(0, editor, items.map((i) => ({ ...i, result: i.result || 2 })))).toEqual({ visible: true, warning: 0 });
  });

  it('hides finish on finished counts and from users without the edit code', () => {
    expect(finishGate(1, editor, items)).toEqual({ visible: false, warning: 0 });
    expect(finishGate(0, viewer, items)).toEqual({ visible: false, warning: 0 });
    expect(mayEditCount(1, editor)).toBe(false);
  });

  it('counts unprocessed rows and offers only "extra" for named extra rows', () => {
    expect(unprocessedOf(items)).toBe(2);
    expect(resultChoices({ equipment_id: 1, result: 0 })).toEqual([1, 2, 3]);
    expect(resultChoices({ equipment_id: null, result: 3 })).toEqual([3]);
  });

  it('reads extra names one per line: trimmed, no blanks, no duplicates', () => {
    expect(extraNames(' Chair \n\n chair\nChair\r\nLamp ')).toEqual(['Chair', 'chair', 'Lamp']);
    expect(extraNames('x'.repeat(150))[0]).toHaveLength(100);
    expect(extraNames('   \n')).toEqual([]);
  });
});
