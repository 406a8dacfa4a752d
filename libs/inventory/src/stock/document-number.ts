import { randomBytes } from 'node:crypto';

/** The number of one put-in or move (all its ledger rows share it): `IO` + UTC date and time + 6 random characters. */
export function documentNumber(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `IO${stamp}${randomBytes(4).toString('hex').slice(0, 6).toUpperCase()}`;
}
