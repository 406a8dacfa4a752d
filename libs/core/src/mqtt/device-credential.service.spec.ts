import { createHash } from 'node:crypto';
import type { Repository } from 'typeorm';
import type { DeviceCredential } from './device-credential.entity';
import { DeviceCredentialService } from './device-credential.service';

const hash = (s: string): string => createHash('sha256').update(s).digest('hex');

describe('DeviceCredentialService.verify', () => {
  it('checks the logins of one turn with one read per 500 usernames, each against its own hash', async () => {
    const rows = Array.from({ length: 700 }, (_, i) => ({ id: i + 1, username: `dev${i + 1}`, password_hash: hash(`secret${i + 1}`), enabled: i + 1 !== 5 }));
    const queries: number[] = [];
    const repo = {
      find: ({ where }: { where: { username: { value: string[] } } }) => {
        queries.push(where.username.value.length);
        return Promise.resolve(rows.filter((r) => where.username.value.includes(r.username)));
      },
    } as unknown as Repository<DeviceCredential>;
    const service = new DeviceCredentialService(repo);

    const logins = rows.map((r) => service.verify(r.username, `secret${r.id}`));
    const wrong = service.verify('dev1', 'guess');
    const unknown = service.verify('nobody', 'secret1');
    const answers = await Promise.all(logins);

    expect(queries).toEqual([500, 202]); // 702 logins: dev1 twice, and one unknown
    expect(answers.filter((a) => a === null)).toHaveLength(1);
    expect(answers[4]).toBeNull(); // dev5 is disabled
    expect(answers[699]?.id).toBe(700);
    await expect(wrong).resolves.toBeNull();
    await expect(unknown).resolves.toBeNull();

    // Not cached: a later login reads again (a credential disabled since is refused at once).
    await service.verify('dev2', 'secret2');
    expect(queries).toEqual([500, 202, 1]);
  });
});
