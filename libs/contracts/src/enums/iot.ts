/** Meter types a device may report as (ARCHITECTURE §6); each is a segment of the device's topic. */
export const METER_TYPES = ['flowmeter', 'water', 'air', 'pm', 'power'] as const;
export type MeterType = (typeof METER_TYPES)[number];
export const isMeterType = (value: unknown): value is MeterType => typeof value === 'string' && (METER_TYPES as readonly string[]).includes(value);

/** A meter code (and an enterprise code inside a topic): a topic segment, letters, digits and `_ . -`, 1–64. */
export const METER_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** A meter never heard from, reporting, or silent for longer than its `offline_after_seconds`. */
export const METER_STATUSES = ['never', 'online', 'offline'] as const;
export type MeterStatus = (typeof METER_STATUSES)[number];

/** How long a meter may be silent before it is offline: 10 s to 7 days, 300 s unless set. */
export const OFFLINE_AFTER = { min: 10, max: 7 * 86_400, default: 300 } as const;

/** Why the ingest refused an uplink (kept in the dead-letter table). */
export const DEAD_LETTER_REASONS = [
  'too_large',
  'not_json',
  'bad_shape',
  'wrong_type',
  'not_finite',
  'huge_value',
  'unknown_quantity',
  'bad_ts',
  'future_ts',
  'unknown_meter',
  'disabled_meter',
  'check_failed',
] as const;
export type DeadLetterReason = (typeof DEAD_LETTER_REASONS)[number];

/** A chart series holds at most this many points; history picks raw rows or a roll-up (minute, hour, day) to stay under it. */
export const HISTORY_MAX_POINTS = 2000;
export const HISTORY_GRAINS = ['raw', 'm', 'h', 'd'] as const;
export type HistoryGrain = (typeof HISTORY_GRAINS)[number];
