import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { DEAD_LETTER_REASONS, type MessageKey } from '@gengyun/contracts';
import { dateColumn, enumColumn, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { Label } from '@/components/DataTable';
import type { DeadLetterRow, MeterRow } from '../common/meter.api';
import { METER_TYPES } from '../common/quantities';

export const METER_VIEW_ROUTE = 'monitor/view';

export const TYPE_OPTIONS = Object.fromEntries(METER_TYPES.map((type) => [type, { labelKey: `iot.meter.types.${type}`, color: 'blue' }]));

export const REASON_OPTIONS = Object.fromEntries(DEAD_LETTER_REASONS.map((reason) => [reason, { labelKey: `iot.deadLetter.reasons.${reason}`, color: 'orange' }]));

/** A meter row with its live status and last-seen time (from the snapshot and socket events). */
export type LiveRow = MeterRow & { statusCell: ReactNode; valuesCell: ReactNode };

export function meterColumns(canView: boolean, viewRoute = METER_VIEW_ROUTE): DataColumn<LiveRow>[] {
  return [
    linkColumn<LiveRow>({ key: 'meter_code', titleKey: 'iot.monitor.fields.code', route: viewRoute, routeAuth: canView, hideable: false }),
    textColumn<LiveRow>({ key: 'name', titleKey: 'iot.monitor.fields.name' }),
    enumColumn<LiveRow>({ key: 'meter_type', titleKey: 'iot.monitor.fields.type', options: TYPE_OPTIONS, width: 140 }),
    { key: 'statusCell', titleKey: 'iot.monitor.fields.status', title: <Label k="iot.monitor.fields.status" />, align: 'center', width: 110, render: (_v, row) => row.statusCell },
    { key: 'valuesCell', titleKey: 'iot.monitor.fields.latest', title: <Label k="iot.monitor.fields.latest" />, align: 'left', render: (_v, row) => row.valuesCell },
    dateColumn<LiveRow>({ key: 'last_seen', titleKey: 'iot.monitor.fields.lastSeen' }),
    textColumn<LiveRow>({ key: 'topic', titleKey: 'iot.monitor.fields.topic', defaultHidden: true }),
    dateColumn<LiveRow>({ key: 'create_time', titleKey: 'iot.monitor.fields.createTime', defaultHidden: true }),
  ];
}

export function deadLetterColumns(): DataColumn<DeadLetterRow>[] {
  return [
    dateColumn<DeadLetterRow>({ key: 'create_time', titleKey: 'iot.monitor.deadLetter.fields.time' }),
    enumColumn<DeadLetterRow>({ key: 'reason', titleKey: 'iot.monitor.deadLetter.fields.reason', options: REASON_OPTIONS, width: 180 }),
    textColumn<DeadLetterRow>({ key: 'topic', titleKey: 'iot.monitor.deadLetter.fields.topic' }),
    textColumn<DeadLetterRow>({ key: 'detail', titleKey: 'iot.monitor.deadLetter.fields.detail' }),
    textColumn<DeadLetterRow>({ key: 'payload_size', titleKey: 'iot.monitor.deadLetter.fields.size', width: 100 }),
    textColumn<DeadLetterRow>({
      key: 'payload',
      titleKey: 'iot.monitor.deadLetter.fields.payload',
      format: (value) => (
        <Typography.Text code ellipsis style={{ maxWidth: 320 }}>
          {String(value ?? '')}
        </Typography.Text>
      ),
    }),
  ];
}

export const reasonLabel = (reason: string): MessageKey => `iot.deadLetter.reasons.${reason}` as MessageKey;
