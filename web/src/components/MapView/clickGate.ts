import { useEffect, useMemo, useRef } from 'react';

/** SPEC 9: click delay 300 ms. */
export const CLICK_DELAY_MS = 300;

export interface ClickGate<T> {
  click: (payload: T) => void;
  dblclick: (payload: T) => void;
  dispose: () => void;
}

/**
 * A click fires after `delay` unless a double-click comes first; a double-click fires at once and
 * blocks clicks for `delay` (the browser's trailing click of a double-click is swallowed).
 */
export function createClickGate<T>(onClick: (payload: T) => void, onDblClick: (payload: T) => void, delay = CLICK_DELAY_MS): ClickGate<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let blockedUntil = 0;
  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    click(payload) {
      if (Date.now() < blockedUntil) return;
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        onClick(payload);
      }, delay);
    },
    dblclick(payload) {
      cancel();
      blockedUntil = Date.now() + delay;
      onDblClick(payload);
    },
    dispose: cancel,
  };
}

/** The gate as a hook: stable across renders, latest callbacks, timers cleared on unmount. */
export function useClickGate<T>(onClick: (payload: T) => void, onDblClick: (payload: T) => void, delay = CLICK_DELAY_MS): ClickGate<T> {
  const latest = useRef({ onClick, onDblClick });
  latest.current = { onClick, onDblClick };
  const gate = useMemo(
    () => createClickGate<T>((p) => latest.current.onClick(p), (p) => latest.current.onDblClick(p), delay),
    [delay],
  );
  useEffect(() => () => gate.dispose(), [gate]);
  return gate;
}
