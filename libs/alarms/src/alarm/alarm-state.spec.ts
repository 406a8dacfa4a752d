import { ALARM_EVENTS, ALARM_STATUSES, ALARM_TRANSITIONS, escalates, isOpen, nextStatus, openKeyFor, type AlarmEvent, type AlarmStatus } from './alarm-state';

describe('alarm lifecycle table', () => {
  const allowed: Array<[AlarmStatus, AlarmEvent, AlarmStatus]> = [
    ['raised', 'retrigger', 'raised'],
    ['raised', 'acknowledge', 'acknowledged'],
    ['raised', 'clear', 'cleared'],
    ['acknowledged', 'retrigger', 'acknowledged'],
    ['acknowledged', 'clear', 'cleared'],
    ['cleared', 'close', 'closed'],
  ];

  it.each(allowed)('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  it('refuses every other pair (exhaustive over statuses × events)', () => {
    const ok = new Set(allowed.map(([from, event]) => `${from}/${event}`));
    for (const status of ALARM_STATUSES) {
      for (const event of ALARM_EVENTS) {
        if (!ok.has(`${status}/${event}`)) expect([status, event, nextStatus(status, event)]).toEqual([status, event, null]);
      }
    }
    expect(Object.values(ALARM_TRANSITIONS).reduce((n, row) => n + Object.keys(row).length, 0)).toBe(allowed.length);
  });

  it('closed is terminal and every status is reachable from raised', () => {
    expect(ALARM_TRANSITIONS.closed).toEqual({});
    const reached = new Set<AlarmStatus>(['raised']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const s of [...reached]) {
        for (const to of Object.values(ALARM_TRANSITIONS[s])) {
          if (!reached.has(to)) {
            reached.add(to);
            grew = true;
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...ALARM_STATUSES].sort());
  });

  it('open (one per rule and meter) means raised or acknowledged; only raised escalates', () => {
    expect(ALARM_STATUSES.filter(isOpen)).toEqual(['raised', 'acknowledged']);
    expect(ALARM_STATUSES.filter(escalates)).toEqual(['raised']);
    expect(openKeyFor('raised', 7)).toBe(0);
    expect(openKeyFor('acknowledged', 7)).toBe(0);
    expect(openKeyFor('cleared', 7)).toBe(7);
    expect(openKeyFor('closed', 7)).toBe(7);
  });
});
