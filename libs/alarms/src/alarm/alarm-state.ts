import { ALARM_EVENTS, ALARM_STATUSES, type AlarmEvent, type AlarmStatus } from '@gengyun/contracts';
/**
 * The alarm lifecycle as a pure transition table (STYLE 3.3; issue #5 item 4):
 *
 *   raised ──acknowledge──▶ acknowledged
 *   raised | acknowledged ──clear (automatic: the condition went; or by hand)──▶ cleared
 *   cleared ──close──▶ closed
 *   raised | acknowledged ──retrigger──▶ the same state (count, last value and last time updated)
 *
 * "Open" means raised or acknowledged: the database allows one open alarm per (rule, meter) through a unique
 * key on (rule_id, meter_id, open_key), open_key being 0 while open and the alarm's id once cleared. A breach
 * after clearing therefore opens a new alarm (with fresh escalation), never revives a cleared one.
 * Escalation runs only while raised.
 */
export { ALARM_EVENTS, ALARM_STATUSES, type AlarmEvent, type AlarmStatus };

/** Every allowed move; a missing entry is refused. */
export const ALARM_TRANSITIONS: Readonly<Record<AlarmStatus, Partial<Record<AlarmEvent, AlarmStatus>>>> = {
  raised: { retrigger: 'raised', acknowledge: 'acknowledged', clear: 'cleared' },
  acknowledged: { retrigger: 'acknowledged', clear: 'cleared' },
  cleared: { close: 'closed' },
  closed: {},
};

/** The next status, or null when the event is not allowed in this status. */
export const nextStatus = (status: AlarmStatus, event: AlarmEvent): AlarmStatus | null => ALARM_TRANSITIONS[status][event] ?? null;

export const OPEN_STATUSES: readonly AlarmStatus[] = ['raised', 'acknowledged'];
export const isOpen = (status: AlarmStatus): boolean => OPEN_STATUSES.includes(status);
/** Escalation steps are sent only in this status. */
export const escalates = (status: AlarmStatus): boolean => status === 'raised';

/** The open_key value of an alarm: 0 while open (so the unique key admits one), its own id afterwards. */
export const OPEN_KEY = 0;
export const openKeyFor = (status: AlarmStatus, id: number): number => (isOpen(status) ? OPEN_KEY : id);
