import { useQuery } from '@tanstack/react-query';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, type AlarmDeliveries, type DeliveryChannel, type DeliveryRow, type DeliveryStatus } from '@gengyun/contracts';
import { call } from '@/api/client';
import { usePagedQuery, type PagedParams } from '@/api/hooks';
import { alarmKeys } from '../alarm/alarm.api';

export { DELIVERY_CHANNELS, DELIVERY_STATUSES, type DeliveryChannel, type DeliveryRow, type DeliveryStatus };

export const deliveryKeys = { list: ['alarm', 'delivery', 'list'] as const };

/** One message of one escalation step to one recipient (/delivery/pageList). */
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

/** An alarm's messages per escalation round (newest first) and channel, and the last round that notified someone. */
export type AlarmRounds = AlarmDeliveries;

export const useAlarmRounds = (alarmId: number) =>
  useQuery({
    queryKey: alarmKeys.rounds(alarmId),
    queryFn: ({ signal }) => call<AlarmRounds>('/alarm/deliveries', { id: alarmId }, { noLoading: true, signal }),
  });
