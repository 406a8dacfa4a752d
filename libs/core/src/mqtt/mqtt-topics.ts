import { METER_CODE_PATTERN as SEGMENT, METER_TYPES, type MeterType } from '@gengyun/contracts';

/** Meter types a device may report as (ARCHITECTURE §6); defined in contracts for the web. */
export { METER_TYPES, type MeterType };

export interface MeterTopic {
  enterpriseCode: string;
  meterType: MeterType;
  meterCode: string;
}


/** `gy/{enterpriseCode}/{meterType}/{meterCode}`: the device's own prefix; it publishes to `…/up`. */
export function meterTopic(t: MeterTopic): string {
  if (!SEGMENT.test(t.enterpriseCode) || !SEGMENT.test(t.meterCode) || !METER_TYPES.includes(t.meterType)) {
    throw new Error(`Invalid meter topic parts: ${JSON.stringify(t)}`);
  }
  return `gy/${t.enterpriseCode}/${t.meterType}/${t.meterCode}`;
}

/** The parts of an uplink topic, or null when it is not one. */
export function parseUplink(topic: string): MeterTopic | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || parts[0] !== 'gy' || parts[4] !== 'up') return null;
  const [, enterpriseCode, meterType, meterCode] = parts;
  if (!SEGMENT.test(enterpriseCode) || !SEGMENT.test(meterCode)) return null;
  if (!(METER_TYPES as readonly string[]).includes(meterType)) return null;
  return { enterpriseCode, meterType: meterType as MeterType, meterCode };
}

export const UPLINK_FILTER = 'gy/+/+/+/up';
/** External brokers split the stream across workers with a shared subscription; aedes has none. */
export const SHARED_UPLINK_FILTER = `$share/ingest/${UPLINK_FILTER}`;
