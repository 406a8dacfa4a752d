import type { AlarmPush } from '@gengyun/contracts';

/**
 * The header's attention banner as a pure reducer: alarms raised anywhere in the enterprise (and not yet
 * acknowledged) wait in it, newest first, until someone acknowledges, clears or closes them, or dismisses the
 * banner. "Silence" stops the repeating tone for the alarms shown; a later raise (or re-trigger) sounds again.
 */
export interface BannerState {
  items: AlarmPush[];
  silenced: number[];
  /**
   * Raises seen per rule and meter (`groupKey`) since the banner was last dismissed, so that an alarm that comes
   * back again and again (raised, cleared, raised) shows as one line with a count instead of a new banner each time.
   */
  raises: Record<string, number>;
}

export type AlarmEventName = 'alarm.raised' | 'alarm.acknowledged' | 'alarm.cleared' | 'alarm.closed';

export type BannerAction =
  { type: 'event'; name: AlarmEventName; alarm: AlarmPush } | { type: 'silence' } | { type: 'dismiss' };

export const EMPTY_BANNER: BannerState = { items: [], silenced: [], raises: {} };

/** Alarms of one rule on one meter share a banner line. */
export const groupKey = (alarm: Pick<AlarmPush, 'ruleId' | 'meterId'>): string => `${alarm.ruleId}-${alarm.meterId}`;
/** At most this many alarms are kept for the "and N more" line. */
export const BANNER_LIMIT = 50;

export function bannerReducer(state: BannerState, action: BannerAction): BannerState {
  switch (action.type) {
    case 'dismiss':
      return EMPTY_BANNER;
    case 'silence':
      return { ...state, silenced: state.items.map((item) => item.id) };
    case 'event': {
      const { alarm } = action;
      const items = state.items.filter((item) => item.id !== alarm.id);
      const silenced = state.silenced.filter((id) => id !== alarm.id);
      if (action.name === 'alarm.raised' && alarm.status === 'raised') {
        const key = groupKey(alarm);
        const raises = { ...state.raises, [key]: (state.raises[key] ?? 0) + 1 };
        return { items: [alarm, ...items].slice(0, BANNER_LIMIT), silenced, raises };
      }
      if (items.length === state.items.length) return state;
      return { ...state, items, silenced };
    }
  }
}

/** Some alarm in the banner still calls for the tone. */
export const needsSound = (state: BannerState): boolean =>
  state.items.some((item) => !state.silenced.includes(item.id));

/** The most severe alarm not silenced (its tone repeats). */
export const loudest = (state: BannerState): number =>
  state.items
    .filter((item) => !state.silenced.includes(item.id))
    .reduce((max, item) => Math.max(max, item.severity), 0);

/** Repeat the tone this often while an alarm waits in the banner, not silenced. */
export const REPEAT_MS = 30_000;

/** The alarms of one rule on one meter, shown as one line of the banner with how often they were raised. */
export interface BannerGroup {
  key: string;
  /** The newest alarm of the group (its values and time are shown). */
  latest: AlarmPush;
  /** Raises of this rule on this meter since the banner was dismissed (at least its alarms' trigger counts). */
  raises: number;
  severity: number;
  ids: number[];
}

/** Repeated raises grouped by rule and meter, newest group first. */
export function groupsOf(state: BannerState): BannerGroup[] {
  const groups = new Map<string, BannerGroup>();
  for (const alarm of state.items) {
    const key = groupKey(alarm);
    const group = groups.get(key);
    if (group) {
      group.raises += Math.max(1, alarm.count);
      group.severity = Math.max(group.severity, alarm.severity);
      group.ids.push(alarm.id);
    } else {
      groups.set(key, { key, latest: alarm, raises: Math.max(1, alarm.count), severity: alarm.severity, ids: [alarm.id] });
    }
  }
  return [...groups.values()].map((group) => ({ ...group, raises: Math.max(group.raises, state.raises[group.key] ?? 0) }));
}
