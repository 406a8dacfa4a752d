import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { usePagedQuery, type PagedParams } from '@/api/hooks';
import { alarmKeys } from '../alarm/alarm.api';

export const DELIVERY_CHANNELS = ['sms', 'mail'] as const;
/** `skipped`: the channel had no provider configured (SMS gateway address, SMTP server), so nothing was sent. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled', 'skipped'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliveryKeys = { list: ['alarm', 'delivery', 'list'] as const };

/** One message of one escalation step to one recipient (/delivery/pageList). */
export interface DeliveryRow {
  id: number;
  alarm_id: number;
  step: number;
  channel: DeliveryChannel;
  recipient: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  sent_time: string | null;
  /** When the step was due; a cancelled row shows the step that was not sent. */
  due_time: string | null;
  create_time: string;
  retried: boolean;
}

export interface DeliveryFilters {
  keyword?: string;
  channel?: DeliveryChannel;
  status?: DeliveryStatus;
  alarm_id?: number;
  /** ISO times: created at or after [0], before [1]. */
  range?: [string, string];
}

export const deliveryBody = (
  filters: DeliveryFilters,
  pageNumber: number,
  pageSize: number,
): PagedParams => ({
  pageNumber,
  pageSize,
  keyword: filters.keyword || undefined,
  channel: filters.channel,
  status: filters.status,
  alarm_id: filters.alarm_id,
  start_time: filters.range?.[0],
  end_time: filters.range?.[1],
});

export const useDeliveryPage = (body: PagedParams) =>
  usePagedQuery<DeliveryRow>(deliveryKeys.list, '/delivery/pageList', body);

/** One message of a round (/alarm/deliveries). */
export interface RoundRecord {
  recipient: string;
  status: DeliveryStatus;
  /** Set on failed messages: the provider's answer. */
  last_error: string | null;
  attempts: number;
  sent_time: string | null;
}

/** An alarm's messages per escalation round (newest first) and channel, and the last round that notified someone. */
export interface AlarmRounds {
  notified_step: number | null;
  rounds: Array<{ step: number; due_time: string | null; channels: Array<{ channel: DeliveryChannel; records: RoundRecord[] }> }>;
}

export const useAlarmRounds = (alarmId: number) =>
  useQuery({
    queryKey: alarmKeys.rounds(alarmId),
    queryFn: ({ signal }) => call<AlarmRounds>('/alarm/deliveries', { id: alarmId }, { noLoading: true, signal }),
  });
