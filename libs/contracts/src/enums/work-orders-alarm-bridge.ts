/** The alarm → work-order bridge (issue 13 item 9): the figures both the server and the web compute. */

/** The moments the figures are computed from; ISO text or null (not reached yet). */
export type AlarmResponseMoments = {
  raise_time: string | null;
  ack_time: string | null;
  clear_time: string | null;
  /** The repair order opened from the alarm, if any. */
  order_create_time?: string | null;
  /** When the order was completed (archived) — `ended_time` of a completed order; null otherwise. */
  order_completed_time?: string | null;
};

/** Milliseconds between the moments; null where the later one has not happened (or came before the earlier one). */
export type AlarmResponseTimes = {
  /** Raised → acknowledged. */
  to_acknowledge_ms: number | null;
  /** Raised → cleared (the condition went, or cleared by hand). */
  to_restore_ms: number | null;
  /** The order's creation → its completion. */
  to_complete_ms: number | null;
};

const span = (from: string | null | undefined, to: string | null | undefined): number | null => {
  if (!from || !to) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
};

/** Time to acknowledge, to restore and to complete the repair, from the alarm's and its order's timestamps. */
export const alarmResponseTimes = (m: AlarmResponseMoments): AlarmResponseTimes => ({
  to_acknowledge_ms: span(m.raise_time, m.ack_time),
  to_restore_ms: span(m.raise_time, m.clear_time),
  to_complete_ms: span(m.order_create_time, m.order_completed_time),
});

export type DurationUnit = 'd' | 'h' | 'min' | 's';

/** `[[1,'d'],[2,'h']]`, `[[4,'min'],[10,'s']]`, `[[12,'s']]`: the largest unit of a duration and the next one, when not 0. */
export const durationParts = (ms: number): Array<[number, DurationUnit]> => {
  const sizes: Array<[number, DurationUnit]> = [
    [86_400, 'd'],
    [3_600, 'h'],
    [60, 'min'],
    [1, 's'],
  ];
  const seconds = Math.max(0, Math.round(ms / 1000));
  const first = sizes.findIndex(([size]) => seconds >= size);
  if (first < 0) return [[0, 's']];
  const [size, unit] = sizes[first] as [number, DurationUnit];
  const parts: Array<[number, DurationUnit]> = [[Math.floor(seconds / size), unit]];
  const next = sizes[first + 1];
  if (next && Math.floor((seconds % size) / next[0]) > 0) parts.push([Math.floor((seconds % size) / next[0]), next[1]]);
  return parts;
};
