import type { MeterType } from '@gengyun/core';
import type { DeadLetterReason } from './dead-letter.entity';
import { quantitySpec } from './meter-quantities';

/** A device payload over this size is refused unparsed. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
/** Device clocks run ahead a little; a reading further in the future than this is refused. */
export const MAX_FUTURE_MS = 5 * 60_000;
/** Readings before 2000-01-01 are a device with an unset clock. */
const EARLIEST_TS = Date.UTC(2000, 0, 1);
const MAX_QUANTITIES = 32;

export interface ParsedReading {
  /** Epoch milliseconds; the receive time when the device sent none. */
  ts: number;
  values: Record<string, number>;
}

export type Verdict = { ok: true; reading: ParsedReading } | { ok: false; reason: DeadLetterReason; detail: string };

const refuse = (reason: DeadLetterReason, detail: string): Verdict => ({ ok: false, reason, detail: detail.slice(0, 500) });

/**
 * Checks an uplink payload `{ "ts"?: ISO text | epoch ms, "values": { quantity: number } }` against the meter
 * type's catalogue (ARCHITECTURE §6). Devices are untrusted: every rule is checked, nothing is coerced.
 */
export function validatePayload(payload: Buffer, type: MeterType, now: number): Verdict {
  if (payload.length > MAX_PAYLOAD_BYTES) return refuse('too_large', `${payload.length} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch (error) {
    return refuse('not_json', (error as Error).message);
  }
  if (!isObject(body) || !isObject(body.values)) return refuse('bad_shape', 'expected {"ts"?, "values": {…}}');
  const ts = parseTs(body.ts, now);
  if (typeof ts === 'string') return refuse('bad_ts', ts);
  if (ts > now + MAX_FUTURE_MS) return refuse('future_ts', `${new Date(ts).toISOString()} is ahead of ${new Date(now).toISOString()}`);
  const entries = Object.entries(body.values);
  if (entries.length === 0 || entries.length > MAX_QUANTITIES) return refuse('bad_shape', `values has ${entries.length} quantities`);
  const values: Record<string, number> = {};
  for (const [key, value] of entries) {
    if (!quantitySpec(type, key)) return refuse('unknown_quantity', `${key} is not a ${type} quantity`);
    if (typeof value !== 'number') return refuse('wrong_type', `${key} is ${value === null ? 'null' : typeof value}`);
    if (!Number.isFinite(value)) return refuse('not_finite', `${key} is ${value}`);
    values[key] = value;
  }
  return { ok: true, reading: { ts, values } };
}

/** Epoch ms, or the reason it is not one. */
function parseTs(raw: unknown, now: number): number | string {
  if (raw === undefined || raw === null) return now;
  let ts: number;
  if (typeof raw === 'number') ts = raw;
  else if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw)) ts = Date.parse(raw);
  else return `ts must be ISO 8601 with a zone or epoch ms, got ${JSON.stringify(raw).slice(0, 60)}`;
  if (!Number.isFinite(ts) || ts < EARLIEST_TS) return `ts ${String(raw).slice(0, 60)} is not a plausible time`;
  return Math.round(ts);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
