import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { alarmKeys } from '../alarm/alarm.api';

/** At most one recount a second, however many alarm events arrive. */
const RECOUNT_MS = 1000;

/**
 * The header counter of a user limited to some locations or equipment types: the server pushes the enterprise-wide
 * `alarm.count` only to users who may see every alarm, so the others count their own (POST /alarm/openCount) when an
 * alarm event reaches them. Returns the function to call on each alarm event.
 */
export function useRecountOnAlarm(): () => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: alarmKeys.openCount });
    }, RECOUNT_MS);
  };
}
