import type { PlanTrigger } from '@gengyun/contracts';
import { generationDay, occurrences, type HolidayCalendar, type PlanSpan } from './cycle';
import { addDays, daysBetween, isLocalDate, isoWeekday } from './local-date';
import { dayIn, momentOf } from './zoned';

const none: HolidayCalendar = { holidays: new Set(), rule: 'none' };
const span = (start: string, extra: Partial<PlanSpan> = {}): PlanSpan => ({ start, ...extra });
const dues = (triggers: PlanTrigger[], s: PlanSpan, from: string, to: string, calendar = none, mode: 'any' | 'all' = 'any') =>
  occurrences(triggers, mode, s, calendar, from, to).map((o) => o.due);

describe('local dates', () => {
  it('knows real days from malformed or impossible ones', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-1-01')).toBe(false);
  });

  it('adds days across month and year ends and counts them', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('daily and weekly cycles', () => {
  it('a daily plan is due every day from its start, not before', () => {
    expect(dues([{ kind: 'daily' }], span('2026-03-03'), '2026-03-01', '2026-03-05')).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
  });

  it('a weekly plan is due on its chosen weekdays only', () => {
    // 2026-11-30 is a Monday.
    expect(dues([{ kind: 'weekly', days: [1, 5] }], span('2026-11-01'), '2026-11-30', '2026-12-13')).toEqual(['2026-11-30', '2026-12-04', '2026-12-07', '2026-12-11']);
    expect(dues([{ kind: 'weekly', days: [7] }], span('2026-11-01'), '2026-11-30', '2026-12-13').map(isoWeekday)).toEqual([7, 7]);
  });

  it('stops at the plan end date', () => {
    expect(dues([{ kind: 'daily' }], span('2026-01-01', { end: '2026-01-02' }), '2026-01-01', '2026-01-10')).toEqual(['2026-01-01', '2026-01-02']);
  });
});

describe('monthly cycles', () => {
  it('is due on the execution day of every month', () => {
    expect(dues([{ kind: 'monthly', day: 27 }], span('2026-01-01'), '2026-01-01', '2026-04-30')).toEqual(['2026-01-27', '2026-02-27', '2026-03-27', '2026-04-27']);
  });

  it('"last day" follows month lengths and leap years', () => {
    expect(dues([{ kind: 'monthly', day: 'last' }], span('2027-12-01'), '2027-12-01', '2028-04-30')).toEqual(['2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    expect(dues([{ kind: 'monthly', day: 'last' }], span('2026-01-01'), '2026-02-01', '2026-02-28')).toEqual(['2026-02-28']);
  });

  it('a start in the middle of a month waits for the next execution day', () => {
    expect(dues([{ kind: 'monthly', day: 5 }], span('2026-01-06'), '2026-01-01', '2026-02-28')).toEqual(['2026-02-05']);
  });

  it('crosses the year end', () => {
    expect(dues([{ kind: 'monthly', day: 1 }], span('2026-11-15'), '2026-11-15', '2027-02-01')).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
  });
});

describe('yearly cycles', () => {
  it('is due once a year on its month and day', () => {
    expect(dues([{ kind: 'yearly', month: 3, day: 15 }], span('2026-01-01'), '2026-01-01', '2028-12-31')).toEqual(['2026-03-15', '2027-03-15', '2028-03-15']);
  });

  it('the last day of February is the 29th in leap years only', () => {
    expect(dues([{ kind: 'yearly', month: 2, day: 'last' }], span('2027-01-01'), '2027-01-01', '2029-12-31')).toEqual(['2027-02-28', '2028-02-29', '2029-02-28']);
  });

  it('a start after this year\'s day waits a year', () => {
    expect(dues([{ kind: 'yearly', month: 6, day: 1 }], span('2026-06-02'), '2026-01-01', '2027-12-31')).toEqual(['2027-06-01']);
  });
});

describe('fixed intervals', () => {
  it('counts from the planned start date, whatever the window', () => {
    expect(dues([{ kind: 'interval', days: 10, anchor: 'start' }], span('2026-01-01'), '2026-01-15', '2026-02-15')).toEqual(['2026-01-21', '2026-01-31', '2026-02-10']);
  });

  it('floats from the last completion when there is one', () => {
    const trigger: PlanTrigger = { kind: 'interval', days: 7, anchor: 'completion' };
    expect(dues([trigger], span('2026-01-01'), '2026-01-01', '2026-01-20')).toEqual(['2026-01-01', '2026-01-08', '2026-01-15']);
    // Completed late on the 10th: the next is a week after that, and the forecast goes on from there.
    expect(dues([trigger], span('2026-01-01', { lastCompleted: '2026-01-10' }), '2026-01-01', '2026-01-31')).toEqual(['2026-01-17', '2026-01-24', '2026-01-31']);
  });

  it('an interval longer than the window finds nothing in it', () => {
    expect(dues([{ kind: 'interval', days: 100, anchor: 'start' }], span('2026-01-01'), '2026-01-02', '2026-04-10')).toEqual([]);
  });
});

describe('combined triggers', () => {
  const triggers: PlanTrigger[] = [
    { kind: 'weekly', days: [1] },
    { kind: 'monthly', day: 1 },
  ];

  it('"any" is due when one of them is, once a day', () => {
    // June 2026: Mondays 1, 8, 15, 22, 29; the 1st is both.
    expect(dues(triggers, span('2026-06-01'), '2026-06-01', '2026-07-01')).toEqual(['2026-06-01', '2026-06-08', '2026-06-15', '2026-06-22', '2026-06-29', '2026-07-01']);
  });

  it('"all" is due only on days every trigger gives', () => {
    expect(dues(triggers, span('2026-01-01'), '2026-01-01', '2026-12-31', none, 'all')).toEqual(['2026-06-01']);
  });

  it('no trigger, no occurrence', () => {
    expect(dues([], span('2026-01-01'), '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('usage triggers give no calendar days: the time cycles alone decide them (usage is per piece, in usage/)', () => {
    const usage: PlanTrigger = { kind: 'usage', counter: 'runHours', step: 500, source: 'meter' };
    expect(dues([...triggers, usage], span('2026-01-01'), '2026-01-01', '2026-12-31', none, 'all')).toEqual(['2026-06-01']);
    expect(dues([{ kind: 'monthly', day: 1 }, usage], span('2026-06-01'), '2026-06-01', '2026-07-01')).toEqual(['2026-06-01', '2026-07-01']);
    expect(dues([usage], span('2026-01-01'), '2026-01-01', '2026-12-31')).toEqual([]);
  });
});

describe('holidays', () => {
  // National Day week 2026: 1–7 October.
  const week = new Set(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);

  it('"none" keeps the day, "skip" drops it', () => {
    expect(dues([{ kind: 'monthly', day: 1 }], span('2026-09-01'), '2026-09-01', '2026-11-30', { holidays: week, rule: 'none' })).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(dues([{ kind: 'monthly', day: 1 }], span('2026-09-01'), '2026-09-01', '2026-11-30', { holidays: week, rule: 'skip' })).toEqual(['2026-09-01', '2026-11-01']);
  });

  it('"shift" moves to the next working day and says where it came from', () => {
    const found = occurrences([{ kind: 'monthly', day: 1 }], 'any', span('2026-09-01'), { holidays: week, rule: 'shift' }, '2026-10-01', '2026-10-31');
    expect(found).toEqual([{ due: '2026-10-08', planned: '2026-10-01' }]);
  });

  it('a day shifted into the window from before it is found; one shifted out of it is not', () => {
    expect(dues([{ kind: 'monthly', day: 1 }], span('2026-09-01'), '2026-10-08', '2026-10-10', { holidays: week, rule: 'shift' })).toEqual(['2026-10-08']);
    expect(dues([{ kind: 'monthly', day: 1 }], span('2026-09-01'), '2026-10-01', '2026-10-07', { holidays: week, rule: 'shift' })).toEqual([]);
  });

  it('several days shifted onto one working day are one occurrence', () => {
    expect(dues([{ kind: 'daily' }], span('2026-09-29'), '2026-09-29', '2026-10-09', { holidays: week, rule: 'shift' })).toEqual(['2026-09-29', '2026-09-30', '2026-10-08', '2026-10-09']);
  });

  it('a shift crosses month and year ends', () => {
    const newYear = new Set(['2026-12-31', '2027-01-01']);
    expect(dues([{ kind: 'monthly', day: 'last' }], span('2026-12-01'), '2026-12-01', '2027-01-10', { holidays: newYear, rule: 'shift' })).toEqual(['2027-01-02']);
  });
});

describe('lead time and time zones', () => {
  it('an order is created its lead time before the due day', () => {
    expect(generationDay('2026-03-01', 3)).toBe('2026-02-26');
    expect(generationDay('2028-03-01', 1)).toBe('2028-02-29');
    expect(generationDay('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('"today" is the enterprise\'s day, not the server\'s', () => {
    const moment = new Date('2026-01-31T16:30:00Z');
    expect(dayIn(moment, 'Asia/Shanghai')).toBe('2026-02-01');
    expect(dayIn(moment, 'UTC')).toBe('2026-01-31');
    expect(dayIn(moment, 'America/New_York')).toBe('2026-01-31');
  });

  it('a due day\'s wall-clock time is a moment in the zone', () => {
    expect(momentOf('2026-02-01', '08:00', 'Asia/Shanghai').toISOString()).toBe('2026-02-01T00:00:00.000Z');
    // Daylight saving in New York: the same 08:00 is a different UTC hour in winter and in summer.
    expect(momentOf('2026-01-15', '08:00', 'America/New_York').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(momentOf('2026-07-15', '08:00', 'America/New_York').toISOString()).toBe('2026-07-15T12:00:00.000Z');
  });
});
