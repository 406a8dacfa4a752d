import { chownSync, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { mosquittoAcl, mosquittoPasswordFile, mosquittoPasswordHash } from '@gengyun/core';

/** The login ingest workers use on the external broker (the user and password of MQTT_URL). */
export interface IngestLogin {
  username: string;
  password: string;
}

/** A device login that cannot be exported: issued before its Mosquitto hash was kept. */
export interface RotateToExport {
  username: string;
  topic: string;
}

export interface BrokerFiles {
  /** Mosquitto `password_file`: the ingest login and every exportable device login. */
  passwd: string;
  /** Mosquitto `acl_file` for the same logins. */
  acl: string;
  devices: number;
  rotateToExport: RotateToExport[];
}

/** The ingest login carried by MQTT_URL (`mqtt://user:pass@host:1883`). */
export function ingestLoginFromUrl(url: string | undefined): IngestLogin {
  const parsed = url ? new URL(url) : null;
  if (!parsed?.username || !parsed.password) throw new Error('MQTT_URL must carry the ingest login: mqtt://<user>:<password>@<host>:1883');
  return { username: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

/**
 * Mosquitto's password and ACL files for every enterprise: the ingest login plus the current login of every
 * enabled meter. A disabled or deleted meter gets no line, so it cannot log in once Mosquitto reloads the files.
 * Only the Mosquitto hash kept at issue time can go in the password file; older logins are reported instead.
 */
export async function brokerFiles(db: DataSource, ingest: IngestLogin, shareGroup = 'ingest'): Promise<BrokerFiles> {
  // Raw tables rather than entities: the operator command runs on a bare DataSource.
  const rows: Array<{ username: string; topic: string; mosquitto_hash: string | null }> = await db
    .createQueryBuilder()
    .select(['c.username AS username', 'c.topic AS topic', 'c.mosquitto_hash AS mosquitto_hash'])
    .from('meter', 'm')
    .innerJoin('device_credential', 'c', 'c.id = m.credential_id AND c.enterprise_id = m.enterprise_id')
    .where('m.enabled = 1 AND c.enabled = 1')
    .orderBy('c.username', 'ASC')
    .getRawMany();
  const exportable = rows.filter((r) => r.mosquitto_hash);
  const passwd = mosquittoPasswordFile([
    { username: ingest.username, hash: await mosquittoPasswordHash(ingest.password) },
    ...exportable.map((r) => ({ username: r.username, hash: r.mosquitto_hash ?? '' })),
  ]);
  return {
    passwd,
    acl: mosquittoAcl(ingest.username, exportable, shareGroup),
    devices: exportable.length,
    rotateToExport: rows.filter((r) => !r.mosquitto_hash).map((r) => ({ username: r.username, topic: r.topic })),
  };
}

/**
 * Writes `passwd` (new: mode 600) and `acl` into `dir`, each replaced whole (a reloading Mosquitto never reads half
 * a file). A file that exists keeps its mode and, when run as root, its owner: Mosquitto 2 reads both files as its
 * own user after dropping root, so an operator who once ran `chown mosquitto` on them need not again.
 */
export function writeBrokerFiles(dir: string, files: Pick<BrokerFiles, 'passwd' | 'acl'>): { passwd: string; acl: string } {
  mkdirSync(dir, { recursive: true });
  const write = (name: string, text: string, mode: number): string => {
    const path = join(dir, name);
    const previous = existsSync(path) ? statSync(path) : null;
    writeFileSync(`${path}.tmp`, text, { mode: previous ? previous.mode & 0o777 : mode });
    if (previous && process.getuid?.() === 0) chownSync(`${path}.tmp`, previous.uid, previous.gid);
    renameSync(`${path}.tmp`, path);
    return path;
  };
  return { passwd: write('passwd', files.passwd, 0o600), acl: write('acl', files.acl, 0o644) };
}
