import { textColumn, type DataColumn } from '@/components/DataTable';
import type { UnitRow } from './org.api';

/** Groups and positions share one shape. */
export const unitColumns = (): DataColumn<UnitRow>[] => [
  textColumn<UnitRow>({ key: 'name', titleKey: 'identity.unit.fields.name', hideable: false }),
  textColumn<UnitRow>({ key: 'remark', titleKey: 'identity.unit.fields.remark' }),
];
