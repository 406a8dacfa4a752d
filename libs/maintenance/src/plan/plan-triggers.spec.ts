import { BusinessError } from '@gengyun/core';
import { checkTriggers, floats } from './plan-triggers';

const keyOf = (raw: unknown): string => {
  try {
    checkTriggers(raw);
  } catch (e) {
    return (e as BusinessError).key;
  }
  return 'accepted';
};

describe('plan triggers', () => {
  it('must be set (SPEC "plan trigger condition must be set")', () => {
    expect(keyOf([])).toBe('maintenance.errors.triggerRequired');
    expect(keyOf(undefined)).toBe('maintenance.errors.triggerRequired');
    expect(keyOf('daily')).toBe('maintenance.errors.triggerRequired');
  });

  it('execution day at most 27, or the last day; month at most 12 (SPEC §5)', () => {
    expect(keyOf([{ kind: 'monthly', day: 27 }])).toBe('accepted');
    expect(keyOf([{ kind: 'monthly', day: 'last' }])).toBe('accepted');
    expect(keyOf([{ kind: 'monthly', day: 28 }])).toBe('maintenance.errors.executionDay');
    expect(keyOf([{ kind: 'yearly', month: 12, day: 1 }])).toBe('accepted');
    expect(keyOf([{ kind: 'yearly', month: 13, day: 1 }])).toBe('maintenance.errors.month');
    expect(keyOf([{ kind: 'yearly', month: 2, day: 31 }])).toBe('maintenance.errors.executionDay');
  });

  it('refuses malformed triggers and weekly ones without days', () => {
    expect(keyOf([{ kind: 'weekly', days: [] }])).toBe('maintenance.errors.weekdays');
    for (const bad of [{ kind: 'weekly', days: [0] }, { kind: 'monthly', day: 0 }, { kind: 'monthly', day: '5' }, { kind: 'interval', days: 0, anchor: 'start' }, { kind: 'interval', days: 5, anchor: 'end' }, { kind: 'hourly' }, null, 3]) {
      expect(keyOf([bad])).toBe('maintenance.errors.trigger');
    }
  });

  it('keeps only the fields of each kind, weekdays sorted once', () => {
    expect(checkTriggers([{ kind: 'weekly', days: [5, 1, 5], day: 3 }, { kind: 'daily', extra: true }])).toEqual([{ kind: 'weekly', days: [1, 5] }, { kind: 'daily' }]);
  });

  it('knows a plan that floats on its last completion', () => {
    expect(floats([{ kind: 'interval', days: 7, anchor: 'completion' }])).toBe(true);
    expect(floats([{ kind: 'interval', days: 7, anchor: 'start' }, { kind: 'daily' }])).toBe(false);
  });
});
