import { i18n } from '@/i18n/i18n-instance';
import { translate, type TFunction } from '@/i18n/t';
import { optionTree } from '../common/options.api';
import { isTaskOver, taskPercent } from '../common/task.api';
import { canScrap, isStatusLocked, remarkText, statusChoices, toEquipmentBody, typeOrModelError, warrantyError, type EquipmentInput } from './equipment-rules';
import { importOutcome } from './import-export.api';

const t: TFunction = translate;

beforeAll(async () => {
  await i18n.changeLanguage('en_US');
});

describe('status rules (SPEC section 4)', () => {
  it('in use, idle and scrapped are locked; the others are not', () => {
    expect([1, 2, 3].map(isStatusLocked)).toEqual([true, true, true]);
    expect([4, 5, 6].map(isStatusLocked)).toEqual([false, false, false]);
  });

  it('adding offers every status but scrapped; editing a free status offers only the free ones', () => {
    expect(statusChoices(undefined, true)).toEqual([1, 2, 4, 5, 6]);
    expect(statusChoices(5, false)).toEqual([4, 5, 6]);
  });

  it('editing a locked status offers only the current one', () => {
    expect(statusChoices(1, false)).toEqual([1]);
    expect(statusChoices(3, false)).toEqual([3]);
  });

  it('an update never sends a locked or unchanged status', () => {
    const values: EquipmentInput = { asset_code: ' A1 ', asset_name: ' Pump ', type_id: 1, status: 4 };
    expect(toEquipmentBody(values, { id: 9, status: 1 })).not.toHaveProperty('status');
    expect(toEquipmentBody({ ...values, status: 5 }, { id: 9, status: 5 })).not.toHaveProperty('status');
    expect(toEquipmentBody(values, { id: 9, status: 5 })).toMatchObject({ id: 9, status: 4, asset_code: 'A1', asset_name: 'Pump' });
  });

  it('scrap is offered until the equipment is scrapped', () => {
    expect(canScrap({ status: 1 })).toBe(true);
    expect(canScrap({ status: 3 })).toBe(false);
  });
});

describe('form rules (SPEC section 5)', () => {
  it('needs a type or a model', () => {
    expect(typeOrModelError({})).toBe('equipment.errors.typeOrModel');
    expect(typeOrModelError({ model_id: 2 })).toBeNull();
    expect(typeOrModelError({ type_id: 1 })).toBeNull();
  });

  it('warranty end may not come before its start', () => {
    expect(warrantyError({ warranty_start: '2024-05-01', warranty_end: '2024-04-30' })).toBe('common.validation.startBeforeEnd');
    expect(warrantyError({ warranty_start: '2024-05-01', warranty_end: '2024-05-01' })).toBeNull();
  });

  it('drops blank custom fields and blank cost', () => {
    const body = toEquipmentBody({ asset_code: 'A', asset_name: 'B', type_id: 1, purchase_cost: ' ', custom_fields: { power: '5', colour: '' } });
    expect(body.custom_fields).toEqual({ power: '5' });
    expect(body.purchase_cost).toBeUndefined();
    expect(toEquipmentBody({ asset_code: 'A', asset_name: 'B', type_id: 1, custom_fields: { colour: '' } }).custom_fields).toBeUndefined();
  });
});

describe('texts from remark keys', () => {
  it('translates each part with its params and joins them', () => {
    expect(remarkText(t, [{ key: 'common.audit.created', params: ['EQ1 Pump'] }])).toBe('Created EQ1 Pump');
    expect(remarkText(t, [], 'server text')).toBe('server text');
    const edit = { key: 'common.audit.fieldChanged', params: [{ key: 'equipment.ledger.fields.status' }, { key: 'equipment.status.notInStorage' }, { key: 'equipment.status.inStorage' }] };
    expect(remarkText(t, [edit])).toBe('Status changed from "Not in storage" to "In storage"');
    expect(remarkText(t, [{ ...edit, params: [{ key: 'equipment.ledger.fields.newer' }, '', 'x'] }], 'server text')).toBe('server text');
  });

  it('an import is running until done or failed; messages mean nothing was written', () => {
    expect(importOutcome({ status: 1, messages: [] })).toBe('running');
    expect(importOutcome({ status: 2, messages: [] })).toBe('success');
    expect(importOutcome({ status: 3, messages: [{ key: 'files.errors.rowEmpty' }] })).toBe('rejected');
    expect(importOutcome({ status: 3, messages: [] })).toBe('failed');
    expect(isTaskOver({ status: 0 })).toBe(false);
    expect(taskPercent({ status: 2, progress: 40 })).toBe(100);
    expect(taskPercent({ status: 1, progress: 140 })).toBe(100);
  });
});

describe('option trees', () => {
  it('nests by pid, keeps orphans as roots and disables a subtree', () => {
    const tree = optionTree(
      [
        { value: 1, text: 'Plant', pid: null },
        { value: 2, text: 'Building', pid: 1 },
        { value: 3, text: 'Room', pid: 2 },
        { value: 9, text: 'Orphan', pid: 77 },
      ],
      [2],
    );
    expect(tree).toEqual([
      { value: 1, title: 'Plant', children: [{ value: 2, title: 'Building', disabled: true, children: [{ value: 3, title: 'Room', disabled: true }] }] },
      { value: 9, title: 'Orphan' },
    ]);
  });
});
