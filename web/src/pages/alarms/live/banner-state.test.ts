import { push } from '../test-helpers';
import { EMPTY_BANNER, bannerReducer, loudest, needsSound } from './banner-state';

describe('attention banner', () => {
  it('collects raised alarms newest first and forgets handled ones', () => {
    let state = bannerReducer(EMPTY_BANNER, {
      type: 'event',
      name: 'alarm.raised',
      alarm: push({ id: 1, severity: 2 }),
    });
    state = bannerReducer(state, {
      type: 'event',
      name: 'alarm.raised',
      alarm: push({ id: 2, severity: 4 }),
    });
    expect(state.items.map((a) => a.id)).toEqual([2, 1]);
    expect(loudest(state)).toBe(4);
    state = bannerReducer(state, {
      type: 'event',
      name: 'alarm.acknowledged',
      alarm: push({ id: 2, status: 'acknowledged' }),
    });
    expect(state.items.map((a) => a.id)).toEqual([1]);
  });

  it('a re-trigger moves the alarm to the top once; an acknowledged re-trigger does not raise attention', () => {
    let state = bannerReducer(EMPTY_BANNER, { type: 'event', name: 'alarm.raised', alarm: push({ id: 1 }) });
    state = bannerReducer(state, { type: 'event', name: 'alarm.raised', alarm: push({ id: 2 }) });
    state = bannerReducer(state, { type: 'event', name: 'alarm.raised', alarm: push({ id: 1, count: 2 }) });
    expect(state.items.map((a) => [a.id, a.count])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const acked = bannerReducer(EMPTY_BANNER, {
      type: 'event',
      name: 'alarm.raised',
      alarm: push({ id: 5, status: 'acknowledged' }),
    });
    expect(acked.items).toEqual([]);
  });

  it('silence stops the tone for the alarms shown; a new raise sounds again; dismiss empties it', () => {
    let state = bannerReducer(EMPTY_BANNER, { type: 'event', name: 'alarm.raised', alarm: push({ id: 1 }) });
    expect(needsSound(state)).toBe(true);
    state = bannerReducer(state, { type: 'silence' });
    expect(needsSound(state)).toBe(false);
    expect(state.items).toHaveLength(1);
    state = bannerReducer(state, { type: 'event', name: 'alarm.raised', alarm: push({ id: 2 }) });
    expect(needsSound(state)).toBe(true);
    expect(bannerReducer(state, { type: 'dismiss' })).toEqual(EMPTY_BANNER);
  });
});
