import { EnterpriseStatus } from './enterprise.entity';
import { ACCOUNT_RETENTION_MS, nextStatus, purgeAfter } from './enterprise-state';

describe('enterprise states', () => {
  it('locks a normal enterprise, unlocks a locked one, cancels either', () => {
    expect(nextStatus(EnterpriseStatus.normal, 'lock')).toEqual({ status: 'locked' });
    expect(nextStatus(EnterpriseStatus.locked, 'unlock')).toEqual({ status: 'normal' });
    expect(nextStatus(EnterpriseStatus.normal, 'cancel')).toEqual({ status: 'cancelled' });
    expect(nextStatus(EnterpriseStatus.locked, 'cancel')).toEqual({ status: 'cancelled' });
  });

  it('refuses the rest with the reason', () => {
    expect(nextStatus(EnterpriseStatus.locked, 'lock')).toEqual({ refusal: 'identity.errors.tenantNotNormal' });
    expect(nextStatus(EnterpriseStatus.normal, 'unlock')).toEqual({ refusal: 'identity.errors.tenantNotLocked' });
    for (const action of ['lock', 'unlock', 'cancel'] as const) {
      expect(nextStatus(EnterpriseStatus.cancelled, action)).toEqual({ refusal: 'identity.errors.tenantCancelled' });
    }
  });

  it('keeps account data 7 days after expiry', () => {
    expect(ACCOUNT_RETENTION_MS).toBe(7 * 86_400_000);
    expect(purgeAfter(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });
});
