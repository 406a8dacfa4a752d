import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mosquittoPasswordFile, mosquittoPasswordHash, verifyMosquittoPassword } from './mosquitto-password';

describe('Mosquitto password hashes', () => {
  it('verifies a line written by the real mosquitto_passwd', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gy-passwd-'));
    try {
      execFileSync('/usr/bin/mosquitto_passwd', ['-b', '-c', join(dir, 'passwd'), 'meter-1', 's3cret pass'], { stdio: 'ignore' });
      const [username, hash] = readFileSync(join(dir, 'passwd'), 'utf8').trim().split(':');
      expect(username).toBe('meter-1');
      expect(await verifyMosquittoPassword('s3cret pass', hash)).toBe(true);
      expect(await verifyMosquittoPassword('s3cret pas', hash)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes $7$ PBKDF2-SHA512 hashes: 101 iterations, 12-byte salt, 64-byte key, a new salt each time', async () => {
    const a = await mosquittoPasswordHash('pw');
    const b = await mosquittoPasswordHash('pw');
    const [, version, iterations, salt, key] = a.split('$');
    expect([version, iterations]).toEqual(['7', '101']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(12);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
    expect(b).not.toBe(a);
    expect(await verifyMosquittoPassword('pw', a)).toBe(true);
    expect(await verifyMosquittoPassword('pw', b)).toBe(true);
    expect(await verifyMosquittoPassword('PW', a)).toBe(false);
    expect(await verifyMosquittoPassword('pw', 'sha256-hex')).toBe(false);
  });

  it('renders one sorted username:hash line per login and refuses names that would break the file', async () => {
    const hash = await mosquittoPasswordHash('pw');
    expect(mosquittoPasswordFile([{ username: 'b', hash }, { username: 'a', hash }])).toBe(`a:${hash}\nb:${hash}\n`);
    expect(() => mosquittoPasswordFile([{ username: 'a:b', hash }])).toThrow('unsafe password entry');
    expect(() => mosquittoPasswordFile([{ username: 'a b', hash }])).toThrow('unsafe password entry');
    expect(() => mosquittoPasswordFile([{ username: 'a', hash: 'not-a-hash' }])).toThrow('unsafe password entry');
  });
});
