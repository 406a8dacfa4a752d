import type { AlarmPush } from '@gengyun/contracts';

/**
 * The header's attention banner as a pure reducer: alarms raised anywhere in the enterprise (and not yet
 * acknowledged) wait in it, newest first, until someone acknowledges, clears or closes them, or dismisses the
 * banner. "Silence" stops the repeating tone for the alarms shown; a later raise (or re-trigger) sounds again.
 */
export interface BannerState {
  items: AlarmPush[];
  silenced: number[];
}

export type AlarmEventName = 'alarm.raised' | 'alarm.acknowledged' | 'alarm.cleared' | 'alarm.closed';

export type BannerAction =
  { type: 'event'; name: AlarmEventName; alarm: AlarmPush } | { type: 'silence' } | { type: 'dismiss' };

export const EMPTY_BANNER: BannerState = { items: [], silenced: [] };
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
        return { items: [alarm, ...items].slice(0, BANNER_LIMIT), silenced };
      }
      if (items.length === state.items.length) return state;
      return { items, silenced };
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
