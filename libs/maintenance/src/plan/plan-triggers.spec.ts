import { BusinessError } from '@gengyun/core';
import { checkTriggers, floats, timeTriggers, usageTriggers } from './plan-triggers';

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

  it('takes usage triggers where allowed: a known counter and source, a step above 0', () => {
    const usage = (t: Record<string, unknown>): string => {
      try {
        checkTriggers([{ kind: 'usage', counter: 'runHours', step: 500, source: 'meter', ...t }], { usage: true });
      } catch (e) {
        return (e as BusinessError).key;
      }
      return 'accepted';
    };
    expect(usage({})).toBe('accepted');
    expect(checkTriggers([{ kind: 'usage', counter: 'flow', step: 2.5, extra: 1 }], { usage: true })).toEqual([{ kind: 'usage', counter: 'flow', step: 2.5, source: 'meter' }]);
    for (const step of [0, -5, '500', null, Number.POSITIVE_INFINITY, 2e9]) expect(usage({ step })).toBe('maintenance.errors.usageStep');
    expect(usage({ counter: 'rpm' })).toBe('maintenance.errors.trigger');
    expect(usage({ source: 'guess' })).toBe('maintenance.errors.trigger');
    // Patrol plans (and any caller not asking for usage) keep to time cycles.
    expect(keyOf([{ kind: 'usage', counter: 'runHours', step: 500, source: 'meter' }])).toBe('maintenance.errors.trigger');
  });

  it('splits time and usage triggers', () => {
    const triggers = checkTriggers([{ kind: 'daily' }, { kind: 'usage', counter: 'starts', step: 100, source: 'manual' }], { usage: true });
    expect(usageTriggers(triggers)).toEqual([{ kind: 'usage', counter: 'starts', step: 100, source: 'manual' }]);
    expect(timeTriggers(triggers)).toEqual([{ kind: 'daily' }]);
  });

  it('knows a plan that floats on its last completion', () => {
    expect(floats([{ kind: 'interval', days: 7, anchor: 'completion' }])).toBe(true);
    expect(floats([{ kind: 'interval', days: 7, anchor: 'start' }, { kind: 'daily' }])).toBe(false);
  });
});
