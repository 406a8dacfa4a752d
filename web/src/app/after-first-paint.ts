import { useEffect, useState } from 'react';

/** Longest wait for an idle moment before the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 1000;

/** Runs `work` once the browser is idle after the current frame (at the latest after a second). */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 0);
  return () => window.clearTimeout(timer);
}

/**
 * False on the first render, true once the browser has been idle after it: parts that are not needed to use the page
 * (live alarm pieces, the server's labels) wait so that they do not compete with drawing the first page.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}
