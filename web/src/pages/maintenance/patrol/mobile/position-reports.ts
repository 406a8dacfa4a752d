import { useEffect } from 'react';
import type { PatrolPositionRequest } from '@gengyun/contracts';
import { post } from '@/api/client';

/** How often a walking phone says where it is: often enough to follow on the supervisor's map, rarely enough for its battery. */
export const POSITION_EVERY_MS = 30_000;

type Send = (position: PatrolPositionRequest) => Promise<unknown>;

/** Sent quietly: a lost position is replaced by the next one, and nobody waits on it. */
const sendPosition: Send = (position) => post('/patrolTask/position', position, { silent: true }).catch(() => undefined);

/**
 * While `active` (the task open), follows the phone's position and sends it for the task, the first fix at once and
 * then at most every `POSITION_EVERY_MS`; stops when the task ends or the page closes. A phone that cannot tell (no
 * permission, no GPS) sends nothing — its check-ins still carry their own positions.
 */
export function usePositionReports(taskId: number, active: boolean, send: Send = sendPosition): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.geolocation) return undefined;
    let last = -Infinity;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const now = Date.now();
        if (now - last < POSITION_EVERY_MS) return;
        last = now;
        void send({ task_id: taskId, latitude: coords.latitude, longitude: coords.longitude });
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [taskId, active, send]);
}
