import { textColumn, type DataColumn } from '@/components/DataTable';
import type { TypeNode } from './type.api';

export const typeColumns = (): DataColumn<TypeNode>[] => [
  textColumn<TypeNode>({ key: 'name', titleKey: 'equipment.type.fields.name', align: 'left', hideable: false }),
  textColumn<TypeNode>({ key: 'code', titleKey: 'equipment.type.fields.code' }),
  textColumn<TypeNode>({ key: 'sort', titleKey: 'equipment.type.fields.sort', width: 90 }),
  textColumn<TypeNode>({ key: 'remark', titleKey: 'equipment.type.fields.remark' }),
];
