import type { MessageKey } from '@gengyun/contracts';
import { EnterpriseStatus } from './enterprise.entity';

/** SPEC §9: account data is kept 7 days after the enterprise's expiry (its cancellation). */
export const ACCOUNT_RETENTION_MS = 7 * 24 * 3600_000;

export type TenantAction = 'lock' | 'unlock' | 'cancel';

/** The enterprise's states: locking and unlocking go back and forth; cancelling is final. */
const TRANSITIONS: Record<EnterpriseStatus, Partial<Record<TenantAction, EnterpriseStatus>>> = {
  normal: { lock: EnterpriseStatus.locked, cancel: EnterpriseStatus.cancelled },
  locked: { unlock: EnterpriseStatus.normal, cancel: EnterpriseStatus.cancelled },
  cancelled: {},
};

const REFUSALS: Record<TenantAction, MessageKey> = {
  lock: 'identity.errors.tenantNotNormal',
  unlock: 'identity.errors.tenantNotLocked',
  cancel: 'identity.errors.tenantCancelled',
};

/** The state after `action`, or the message refusing it. */
export function nextStatus(status: EnterpriseStatus, action: TenantAction): { status: EnterpriseStatus } | { refusal: MessageKey } {
  const next = TRANSITIONS[status][action];
  if (next) return { status: next };
  return { refusal: status === EnterpriseStatus.cancelled ? 'identity.errors.tenantCancelled' : REFUSALS[action] };
}

/** When a cancelled enterprise's accounts may be deleted. */
export const purgeAfter = (expireTime: Date): Date => new Date(expireTime.getTime() + ACCOUNT_RETENTION_MS);
