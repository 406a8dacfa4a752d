import { push } from '../test-helpers';
import { EMPTY_BANNER, bannerReducer, groupsOf, loudest, needsSound, type BannerState } from './banner-state';

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

  it('groups repeated raises of one rule on one meter, newest group first, counting re-triggers', () => {
    const raise = (state: BannerState, over: Parameters<typeof push>[0]) =>
      bannerReducer(state, { type: 'event', name: 'alarm.raised', alarm: push(over) });
    let state = raise(EMPTY_BANNER, { id: 1, ruleId: 3, meterId: 7, severity: 4 });
    state = raise(state, { id: 2, ruleId: 4, meterId: 7, severity: 2 });
    state = raise(state, { id: 3, ruleId: 3, meterId: 7, severity: 5, count: 2 });
    state = raise(state, { id: 4, ruleId: 3, meterId: 8 });
    expect(groupsOf(state).map((g) => [g.key, g.raises, g.severity, g.latest.id])).toEqual([
      ['3-8', 1, 5, 4],
      ['3-7', 3, 5, 3],
      ['4-7', 1, 2, 2],
    ]);
    state = bannerReducer(state, { type: 'event', name: 'alarm.cleared', alarm: push({ id: 3, ruleId: 3, meterId: 7, status: 'cleared' }) });
    expect(groupsOf(state).find((g) => g.key === '3-7')).toMatchObject({ raises: 2, severity: 4, ids: [1] });
  });

  it('counts an alarm that keeps coming back (raised, cleared, raised) on one line until the banner is dismissed', () => {
    let state = EMPTY_BANNER;
    for (let id = 1; id <= 3; id++) {
      state = bannerReducer(state, { type: 'event', name: 'alarm.raised', alarm: push({ id, ruleId: 2, meterId: 5 }) });
      state = bannerReducer(state, { type: 'event', name: 'alarm.cleared', alarm: push({ id, ruleId: 2, meterId: 5, status: 'cleared' }) });
    }
    expect(groupsOf(state)).toEqual([]);
    state = bannerReducer(state, { type: 'event', name: 'alarm.raised', alarm: push({ id: 4, ruleId: 2, meterId: 5 }) });
    expect(groupsOf(state).map((g) => [g.key, g.raises, g.ids])).toEqual([['2-5', 4, [4]]]);
    state = bannerReducer(state, { type: 'dismiss' });
    state = bannerReducer(state, { type: 'event', name: 'alarm.raised', alarm: push({ id: 5, ruleId: 2, meterId: 5 }) });
    expect(groupsOf(state)[0]?.raises).toBe(1);
  });
});
