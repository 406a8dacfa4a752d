import { Permission as P, type MessageKey } from '@gengyun/contracts';
import { column, type SheetSpec } from '../../transfer/sheet';

/** The centre's kinds of the checklist catalogues. */
export const TASK_ITEM_TASKS = 'maintenance.taskItems';
export const TASK_TEMPLATE_TASKS = 'maintenance.taskTemplates';

export type ItemField = 'name' | 'type' | 'standard' | 'method' | 'lower' | 'upper' | 'unit' | 'options' | 'failing' | 'meterQuantity' | 'opensOrder';
export type TemplateField = 'name' | 'type' | 'model' | 'items' | 'remark';

const col = <F extends string>(field: F, title: string) => column(field, `maintenance.transfer.col.${title}` as MessageKey);
const shared = <F extends string>(field: F, title: string) => column(field, `maintenance.patrol.transfer.col.${title}` as MessageKey);
const FOLLOW = { import: [P.taskTemplate.edit], export: [P.taskTemplate.list, P.taskTemplate.edit] };

/** Check items: the type by its code (`passFail`, `number`…), choices and failing choices `;`-separated. */
export const TASK_ITEM_SHEET: SheetSpec<ItemField> = {
  kind: TASK_ITEM_TASKS,
  label: 'maintenance.transfer.itemKind',
  sheet: 'maintenance.transfer.itemSheet',
  follow: FOLLOW,
  columns: [
    shared('name', 'name'), col('type', 'itemType'), col('standard', 'standard'), col('method', 'method'), col('lower', 'lower'), col('upper', 'upper'), col('unit', 'unit'),
    col('options', 'options'), col('failing', 'failingOptions'), col('meterQuantity', 'meterQuantity'), col('opensOrder', 'opensOrder'),
  ],
};

/** Task templates: the type by code, the model by name, the items by name in order (`;`-separated). */
export const TASK_TEMPLATE_SHEET: SheetSpec<TemplateField> = {
  kind: TASK_TEMPLATE_TASKS,
  label: 'maintenance.transfer.templateKind',
  sheet: 'maintenance.transfer.templateSheet',
  follow: FOLLOW,
  columns: [shared('name', 'name'), col('type', 'typeCode'), col('model', 'modelName'), col('items', 'itemNames'), shared('remark', 'remark')],
};
