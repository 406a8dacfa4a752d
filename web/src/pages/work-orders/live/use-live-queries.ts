import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useReconnects } from '@/api/socket';

/** A burst of changes (a batch assignment, a busy dispatcher) brings the lists once, this long after its last push. */
export const LIVE_SETTLE_MS = 300;
/** …but a steady stream of pushes still refreshes them at least this often. */
export const LIVE_MAX_WAIT_MS = 2000;

/**
 * Keeps a screen live: the answer is what to call on each push the screen listens to (`useSocketEvent`, pushes sent
 * to those whose scope covers the object); it marks every query under `queryKey` stale — lists, counts and open
 * details — once the burst settles. After a reconnect they are read again, since pushes may have been missed.
 */
export function useLiveQueries(queryKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  const reconnects = useReconnects();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const burstStart = useRef(0);

  const pushed = (): void => {
    if (timer.current) {
      if (Date.now() - burstStart.current >= LIVE_MAX_WAIT_MS) return;
      clearTimeout(timer.current);
    } else burstStart.current = Date.now();
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey });
    }, LIVE_SETTLE_MS);
  };

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // Only a reconnect while the screen is open: its queries were read on mounting.
  const reconnectsSeen = useRef(reconnects);
  useEffect(() => {
    if (reconnects === reconnectsSeen.current) return;
    reconnectsSeen.current = reconnects;
    void queryClient.invalidateQueries({ queryKey });
  }, [reconnects, queryClient, queryKey]);
  return pushed;
}
