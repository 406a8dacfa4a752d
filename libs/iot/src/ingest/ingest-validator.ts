import type { MeterType } from '@gengyun/core';
import type { DeadLetterReason } from '../dead-letter/dead-letter.entity';
import { quantitySpec } from '../meter/meter-quantities';

/** A device payload over this size is refused unparsed. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
/** Device clocks run ahead a little; a reading further in the future than this is refused. */
export const MAX_FUTURE_MS = 5 * 60_000;
/** Readings before 2000-01-01 are a device with an unset clock. */
const EARLIEST_TS = Date.UTC(2000, 0, 1);
/** The last instant a JavaScript Date can hold; past it, formatting a time throws. */
const LATEST_TS = 8.64e15;
const MAX_QUANTITIES = 32;
/**
 * Values beyond ±1e15 are refused: no meter reads that much, numbers up to it stay exact to the unit, and a roll-up
 * (at most 2^31 readings, `cnt` is an int) sums to at most ~2e24, far from overflowing a double.
 */
export const MAX_VALUE = 1e15;

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
    if (Math.abs(value) > MAX_VALUE) return refuse('huge_value', `${key} is ${value}, beyond ±${MAX_VALUE}`);
    values[key] = value;
  }
  return { ok: true, reading: { ts, values } };
}

/** Epoch ms, or the reason it is not one. */
function parseTs(raw: unknown, now: number): number | string {
  if (raw === undefined || raw === null) return now;
  let ts: number;
  if (typeof raw === 'number') ts = raw;
  else if (typeof raw === 'string' && ISO_TS.test(raw)) ts = parseIsoTs(raw);
  else return `ts must be ISO 8601 with a zone or epoch ms, got ${JSON.stringify(raw).slice(0, 60)}`;
  if (!Number.isFinite(ts) || ts < EARLIEST_TS || ts > LATEST_TS) return `ts ${String(raw).slice(0, 60)} is not a plausible time`;
  return Math.round(ts);
}

const ISO_TS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/** Epoch ms of an ISO_TS text, NaN for a date or time that does not exist (Date.parse rolls 02-30 over to March). */
function parseIsoTs(text: string): number {
  const [, y, mo, d, h, mi, s = '0', frac = '', sign, oh = '0', om = '0'] = ISO_TS.exec(text)!;
  const [year, month, day, hour, minute, second, offsetH, offsetM] = [y, mo, d, h, mi, s, oh, om].map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59 || offsetH > 23 || offsetM > 59) return NaN;
  const offset = (sign === '-' ? -1 : 1) * (offsetH * 60 + offsetM) * 60_000;
  return Date.UTC(year, month - 1, day, hour, minute, second, Number(frac.padEnd(3, '0').slice(0, 3))) - offset;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
