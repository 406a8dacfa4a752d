import { EQUIPMENT_STATUS_LABELS } from '@gengyun/contracts';
import { dateColumn, enumColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import type { TFunction } from '@/i18n/t';
import type { EquipmentRow } from '../common/places.api';
import { IO_DIRECTION_COLOURS, IO_DIRECTIONS, IO_STATE_COLOURS, IO_STATES } from './io-rules';
import type { IoRow } from './io.api';

export const IO_STATE_OPTIONS: StatusOptions = Object.fromEntries(IO_STATES.map((s) => [s, { labelKey: `equipmentPlaces.io.state.${s}`, color: IO_STATE_COLOURS[s] }]));
export const IO_DIRECTION_OPTIONS: StatusOptions = Object.fromEntries(IO_DIRECTIONS.map((d) => [d, { labelKey: `equipmentPlaces.io.direction.${d}`, color: IO_DIRECTION_COLOURS[d] }]));

export const STATUS_KEYS = EQUIPMENT_STATUS_LABELS;

/** Translated equipment status (1..6), or the "unchanged" text for none. */
export const statusText = (t: TFunction, status: number | null | undefined): string =>
  status && status in STATUS_KEYS ? t(STATUS_KEYS[status as keyof typeof STATUS_KEYS]) : t('equipmentPlaces.io.keepStatus');

export function ioColumns(t: TFunction, positionName: (id: number | null) => string): DataColumn<IoRow>[] {
  return [
    textColumn<IoRow>({ key: 'code', titleKey: 'equipmentPlaces.io.fields.code', width: 170, hideable: false }),
    enumColumn<IoRow>({ key: 'direction', titleKey: 'equipmentPlaces.io.fields.direction', width: 90, options: IO_DIRECTION_OPTIONS }),
    enumColumn<IoRow>({ key: 'state', titleKey: 'equipmentPlaces.io.fields.state', width: 100, options: IO_STATE_OPTIONS }),
    textColumn<IoRow>({ key: 'to_position_id', titleKey: 'equipmentPlaces.io.fields.toPosition', width: 150, format: (v) => positionName(v as number | null) }),
    textColumn<IoRow>({ key: 'to_status', titleKey: 'equipmentPlaces.io.fields.toStatus', width: 110, format: (v) => statusText(t, v as number | null) }),
    textColumn<IoRow>({ key: 'handler_name', titleKey: 'equipmentPlaces.io.fields.handler', width: 120 }),
    textColumn<IoRow>({ key: 'remark', titleKey: 'equipmentPlaces.common.remark', width: 180 }),
    dateColumn<IoRow>({ key: 'create_time', titleKey: 'equipmentPlaces.common.createTime' }),
    dateColumn<IoRow>({ key: 'approve_time', titleKey: 'equipmentPlaces.io.fields.approveTime', defaultHidden: true }),
  ];
}

/** Columns of chosen equipment (form) and of choose dialogs. */
export function equipmentColumns(): DataColumn<EquipmentRow>[] {
  return [
    textColumn<EquipmentRow>({ key: 'asset_code', titleKey: 'equipmentPlaces.io.fields.assetCode', width: 130 }),
    textColumn<EquipmentRow>({ key: 'asset_name', titleKey: 'equipmentPlaces.io.fields.assetName', width: 160 }),
    textColumn<EquipmentRow>({ key: 'position_name', titleKey: 'equipmentPlaces.io.fields.fromPosition', width: 140 }),
    textColumn<EquipmentRow>({ key: 'status_name', titleKey: 'equipmentPlaces.io.fields.status', width: 100 }),
  ];
}
