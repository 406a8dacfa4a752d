import { hash, verify } from '@node-rs/argon2';
import { BusinessError } from '@gengyun/core';

/** argon2id (the library's default algorithm) with its default cost. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check when no user matched, so timing does not reveal accounts. */
export const verifyNothing = async (password: string): Promise<false> => {
  dummy ??= hashPassword('no-such-user-0');
  await verifyPassword(await dummy, password);
  return false;
};

/** SPEC section 5: letters and digits; new and confirm must match. */
export function checkNewPassword(password: string, confirm?: string): void {
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) throw new BusinessError('identity.errors.passwordWeak', 422);
  if (confirm !== undefined && confirm !== password) throw new BusinessError('identity.errors.passwordMismatch', 422);
}
