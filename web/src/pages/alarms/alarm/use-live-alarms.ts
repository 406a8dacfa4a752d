import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type AlarmPush, type Page } from '@gengyun/contracts';
import type { PagedParams } from '@/api/hooks';
import { useReconnects, useRoom, useSocketEvent } from '@/api/socket';
import { alarmKeys, type AlarmFilters, type AlarmRow } from './alarm.api';
import { isFlashing, markFlash, pruneFlash, upsertAlarm, type FlashMarks } from './live-list';

/**
 * Keeps the alarm page on screen live: every `alarm.*` event is merged into the cached page (by id, newest first)
 * and the row flashes briefly; after a reconnect the page is fetched again (events may have been missed).
 */
export function useLiveAlarms(
  body: PagedParams,
  filters: AlarmFilters,
): { flashing: (id: number) => boolean } {
  const queryClient = useQueryClient();
  const [marks, setMarks] = useState<FlashMarks>(new Map());
  const reconnects = useReconnects();
  useRoom('alarms');

  useEffect(() => {
    if (reconnects > 0) void queryClient.invalidateQueries({ queryKey: alarmKeys.list });
  }, [reconnects, queryClient]);

  const onPush = (push: AlarmPush): void => {
    const key = [...alarmKeys.list, { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE, ...body }];
    const pageNumber = Number(body.pageNumber ?? 1);
    const pageSize = Number(body.pageSize ?? DEFAULT_PAGE_SIZE);
    let change: string | null = null;
    queryClient.setQueryData<Page<AlarmRow>>(key, (page) => {
      if (!page) return page;
      const result = upsertAlarm(page, push, { filters, insert: pageNumber === 1, pageSize });
      change = result.change;
      return result.page;
    });
    if (change === 'inserted' || change === 'updated') {
      const now = Date.now();
      setMarks((current) => markFlash(pruneFlash(current, now), push.id, now));
    }
    void queryClient.invalidateQueries({ queryKey: alarmKeys.detail(push.id) });
    void queryClient.invalidateQueries({ queryKey: alarmKeys.history(push.id) });
    void queryClient.invalidateQueries({ queryKey: alarmKeys.deliveries(push.id) });
  };
  useSocketEvent('alarm.raised', onPush);
  useSocketEvent('alarm.acknowledged', onPush);
  useSocketEvent('alarm.cleared', onPush);
  useSocketEvent('alarm.closed', onPush);

  // Re-render when the next highlight ends.
  useEffect(() => {
    if (marks.size === 0) return undefined;
    const wait = Math.max(0, Math.min(...marks.values()) - Date.now()) + 20;
    const timer = setTimeout(() => setMarks((current) => pruneFlash(current, Date.now())), wait);
    return () => clearTimeout(timer);
  }, [marks]);

  const flashing = useCallback((id: number) => isFlashing(marks, id, Date.now()), [marks]);
  return { flashing };
}
