import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(pbkdf2);
/** Mosquitto 2.x `mosquitto_passwd` defaults: PBKDF2-HMAC-SHA512, 101 iterations, 12-byte salt, 64-byte key. */
const ITERATIONS = 101;
const SALT_BYTES = 12;
const KEY_BYTES = 64;
const FORMAT = /^\$7\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** The hash part of a Mosquitto 2.x password-file line: `$7$<iterations>$<base64 salt>$<base64 key>`. */
export async function mosquittoPasswordHash(password: string, salt = randomBytes(SALT_BYTES), iterations = ITERATIONS): Promise<string> {
  const key = await derive(password, salt, iterations, KEY_BYTES, 'sha512');
  return `$7$${iterations}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Whether `password` matches a `$7$…` hash (ours or one written by `mosquitto_passwd`). */
export async function verifyMosquittoPassword(password: string, encoded: string): Promise<boolean> {
  const m = FORMAT.exec(encoded);
  if (!m) return false;
  const expected = Buffer.from(m[3], 'base64');
  const key = await derive(password, Buffer.from(m[2], 'base64'), Number(m[1]), expected.length, 'sha512');
  return timingSafeEqual(key, expected);
}

/** One login of a Mosquitto `password_file`. */
export interface PasswordEntry {
  username: string;
  /** `$7$…`, from mosquittoPasswordHash() */
  hash: string;
}

/** Mosquitto `password_file` text, one `username:hash` line per login, sorted by username. */
export function mosquittoPasswordFile(entries: PasswordEntry[]): string {
  const lines = [...entries]
    .sort((a, b) => a.username.localeCompare(b.username))
    .map((e) => {
      if (!e.username || /[\s:]/.test(e.username) || !FORMAT.test(e.hash)) throw new Error(`unsafe password entry for ${e.username}`);
      return `${e.username}:${e.hash}`;
    });
  return lines.length ? `${lines.join('\n')}\n` : '';
}
