import type { AlarmPush, ClientEventMap } from '@gengyun/contracts';
import type { CoalesceRule, CoalesceRules } from './realtime.coalescer';

type Reading = ClientEventMap['meter.reading'];

/** Alarm events share one key per alarm: the latest state wins, none is dropped. */
const alarm: CoalesceRule = { group: 'alarm', key: (a: AlarmPush) => a.id };

/** What a backed-up socket may coalesce (ARCHITECTURE §6: readings and status last value wins; alarms merged per id). */
export const REALTIME_COALESCING: CoalesceRules = {
  'meter.reading': {
    key: (e: Reading) => e.meterId,
    merge: (older: Reading, newer: Reading): Reading => ({ ...newer, ts: Math.max(older.ts, newer.ts), values: { ...older.values, ...newer.values } }),
  },
  'meter.status': { key: (e: ClientEventMap['meter.status']) => e.meterId },
  'alarm.raised': alarm,
  'alarm.acknowledged': alarm,
  'alarm.cleared': alarm,
  'alarm.closed': alarm,
  'alarm.count': { key: () => 0 },
  'job.progress': { key: (e: ClientEventMap['job.progress']) => e.id },
};
