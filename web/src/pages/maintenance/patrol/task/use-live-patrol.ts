import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/api/socket';
import { patrolKeys } from '../patrol.api';

/** A burst of check-ins brings the lists once, this long after its last push. */
export const LIVE_PATROL_SETTLE_MS = 300;

/**
 * Live route progress: each `patrolTask.progress` push (to supervisors whose scope covers the route, and the inspector)
 * marks the patrol task queries stale — lists, the open task and its map — once the burst settles.
 */
export function useLivePatrol(): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useSocketEvent('patrolTask.progress', () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void client.invalidateQueries({ queryKey: patrolKeys.tasks });
    }, LIVE_PATROL_SETTLE_MS);
  });
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
}
