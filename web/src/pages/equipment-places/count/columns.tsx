import { dateColumn, enumColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import { COUNT_RESULT_COLOURS, COUNT_RESULTS, COUNT_STATES } from './count-rules';
import type { CountRow } from './count.api';

export const COUNT_STATE_OPTIONS: StatusOptions = Object.fromEntries(COUNT_STATES.map((s) => [s, { labelKey: `equipmentPlaces.count.state.${s}`, color: s ? 'success' : 'processing' }]));
export const COUNT_RESULT_OPTIONS: StatusOptions = Object.fromEntries(COUNT_RESULTS.map((r) => [r, { labelKey: `equipmentPlaces.count.result.${r}`, color: COUNT_RESULT_COLOURS[r] }]));

export function countColumns(personName: (id: number | null) => string): DataColumn<CountRow>[] {
  return [
    textColumn<CountRow>({ key: 'code', titleKey: 'equipmentPlaces.count.fields.code', width: 170, hideable: false }),
    textColumn<CountRow>({ key: 'count_date', titleKey: 'equipmentPlaces.count.fields.date', width: 120 }),
    textColumn<CountRow>({ key: 'position_name', titleKey: 'equipmentPlaces.count.fields.position', width: 150 }),
    textColumn<CountRow>({ key: 'person_user_id', titleKey: 'equipmentPlaces.count.fields.person', width: 120, format: (v) => personName(v as number | null) }),
    enumColumn<CountRow>({ key: 'state', titleKey: 'equipmentPlaces.count.fields.state', width: 100, options: COUNT_STATE_OPTIONS }),
    dateColumn<CountRow>({ key: 'finish_time', titleKey: 'equipmentPlaces.count.fields.finishTime' }),
    textColumn<CountRow>({ key: 'remark', titleKey: 'equipmentPlaces.common.remark', width: 160, defaultHidden: true }),
    dateColumn<CountRow>({ key: 'create_time', titleKey: 'equipmentPlaces.common.createTime', defaultHidden: true }),
  ];
}
