import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { OsahRow } from './osah.api';

export const osahColumns = (fileCount: (count: number) => string): DataColumn<OsahRow>[] => [
  textColumn<OsahRow>({ key: 'title', titleKey: 'equipment.osah.fields.title', hideable: false }),
  textColumn<OsahRow>({ key: 'category', titleKey: 'equipment.osah.fields.category' }),
  dateColumn<OsahRow>({ key: 'valid_from', titleKey: 'equipment.osah.fields.validFrom', format: 'YYYY-MM-DD', width: 120 }),
  dateColumn<OsahRow>({ key: 'valid_to', titleKey: 'equipment.osah.fields.validTo', format: 'YYYY-MM-DD', width: 120 }),
  textColumn<OsahRow>({ key: 'file_ids', titleKey: 'equipment.osah.fields.files', format: (value) => fileCount(Array.isArray(value) ? value.length : 0) }),
  textColumn<OsahRow>({ key: 'remark', titleKey: 'equipment.osah.fields.remark', defaultHidden: true }),
  dateColumn<OsahRow>({ key: 'create_time', titleKey: 'equipment.osah.fields.createTime' }),
];
