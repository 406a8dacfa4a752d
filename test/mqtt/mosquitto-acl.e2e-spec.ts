import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';
import { brokerFiles, ingestLoginFromUrl, writeBrokerFiles } from '@gengyun/iot';
import { newEnterprise } from '../support/builders/identity';
import { startTestApp, type TestApp } from '../support/test-app';

interface DeviceLogin {
  username: string;
  password: string;
  topic: string;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * The export against a real Mosquitto 2: the password and ACL files written by brokerFiles() for an enterprise
 * whose meters were created through the API, loaded by a Mosquitto of the test's own (`allow_anonymous false`).
 */
describe('Mosquitto with the exported password and ACL files', () => {
  let t: TestApp;
  let dir: string;
  let port: number;
  let broker: ChildProcess;
  const log = (): string => (existsSync(join(dir, 'mosquitto.log')) ? readFileSync(join(dir, 'mosquitto.log'), 'utf8') : '');
  let ingestUrl: string;
  let fm1: DeviceLogin;
  let fm2: DeviceLogin;
  let fm2Id: number;
  let token: string;
  const clients: MqttClient[] = [];

  const connect = async (login: { username: string; password: string }, extra: IClientOptions = {}): Promise<MqttClient> => {
    const client = await connectAsync(`mqtt://127.0.0.1:${port}`, { ...login, protocolVersion: 5, reconnectPeriod: 0, connectTimeout: 3000, ...extra });
    clients.push(client);
    return client;
  };
  /** The error a refused CONNECT rejects with (fails when the login is accepted). */
  const refusal = (login: { username: string; password: string }, extra: IClientOptions = {}): Promise<{ code?: number; message: string }> =>
    connect(login, extra).then(
      () => {
        throw new Error(`${login.username} was let in`);
      },
      (error: { code?: number; message: string }) => error,
    );
  /** Waits until Mosquitto's log grows a line matching `pattern` after `from` characters. */
  const logLine = async (pattern: RegExp, from = 0): Promise<void> => {
    for (let i = 0; i < 200 && !pattern.test(log().slice(from)); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    if (!pattern.test(log().slice(from))) throw new Error(`Mosquitto did not log ${pattern}:\n${log()}`);
  };
  const exportFiles = async () => {
    const files = await brokerFiles(t.db, ingestLoginFromUrl(ingestUrl));
    writeBrokerFiles(dir, files);
    return files;
  };
  const addMeter = async (meter_code: string): Promise<{ id: number; credential: DeviceLogin }> => {
    const res = await t.post('/meter/add', { meter_code, meter_type: 'flowmeter', name: meter_code }, token);
    expect(res.body.code).toBe(200);
    return { id: res.body.content.meter.id, credential: res.body.content.credential };
  };

  beforeAll(async () => {
    t = await startTestApp();
    token = (await newEnterprise(t)).admin.token;
    const first = await addMeter('FM-1');
    const second = await addMeter('FM-2');
    fm1 = first.credential;
    fm2 = second.credential;
    fm2Id = second.id;
    dir = mkdtempSync(join(tmpdir(), 'gy-mosquitto-'));
    port = await freePort();
    ingestUrl = `mqtt://gengyun-ingest:${encodeURIComponent('ingest secret:1')}@127.0.0.1:${port}`;
    await exportFiles();
    if (process.getuid?.() === 0) {
      // As root Mosquitto drops to its own user before reading the files: hand them over once, as the docs say;
      // every later export must keep that owner.
      const uid = Number(execFileSync('id', ['-u', 'mosquitto']).toString());
      const gid = Number(execFileSync('id', ['-g', 'mosquitto']).toString());
      for (const name of ['', 'passwd', 'acl']) chownSync(join(dir, name), uid, gid);
    }
    const conf = join(dir, 'mosquitto.conf');
    writeFileSync(
      conf,
      [
        `listener ${port} 127.0.0.1`,
        'allow_anonymous false',
        `password_file ${join(dir, 'passwd')}`,
        `acl_file ${join(dir, 'acl')}`,
        'persistence false',
        `log_dest file ${join(dir, 'mosquitto.log')}`,
        'log_type all',
        '',
      ].join('\n'),
    );
    broker = spawn('/usr/sbin/mosquitto', ['-c', conf], { stdio: 'ignore' });
    await logLine(/running/);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    broker?.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('exports the ingest login and one hashed line and ACL block per enabled meter', async () => {
    const files = await exportFiles();
    expect(files.passwd.trim().split('\n').map((l) => l.split(':')[0])).toEqual([fm1.username, fm2.username, 'gengyun-ingest'].sort((a, b) => a.localeCompare(b)));
    expect(files.passwd).not.toContain(fm1.password);
    expect(files.acl).toContain(`user ${fm1.username}\ntopic write ${fm1.topic}/up\ntopic read ${fm1.topic}/down`);
    expect(files.acl).toContain(`user ${fm2.username}\ntopic write ${fm2.topic}/up\ntopic read ${fm2.topic}/down`);
    expect(files.rotateToExport).toEqual([]);
  });

  it("lets the ingest login take the shared subscription and receive a device's reading; a device cannot read other uplinks", async () => {
    const ingest = await connect(ingestLoginFromUrl(ingestUrl));
    const granted = await ingest.subscribeAsync('$share/ingest/gy/+/+/+/up', { qos: 1 });
    expect(granted.map((g) => g.qos)).toEqual([1]);
    const received: Array<{ topic: string; payload: string }> = [];
    ingest.on('message', (topic, payload) => received.push({ topic, payload: payload.toString() }));

    // Mosquitto 2.0 grants a wildcard subscription and filters each delivery by the login's read rules.
    const device = await connect(fm1);
    await device.subscribeAsync('gy/+/+/+/up', { qos: 1 });
    const sniffed: string[] = [];
    device.on('message', (topic) => sniffed.push(topic));
    await device.publishAsync(`${fm1.topic}/up`, '{"values":{"instant_flow":1}}', { qos: 1 });
    for (let i = 0; i < 100 && !received.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([{ topic: `${fm1.topic}/up`, payload: '{"values":{"instant_flow":1}}' }]);

    // A publish on the other meter's topic is refused (PUBACK 135) and never delivered: the reading sent after it
    // on the device's own topic arrives, the refused one does not.
    await expect(device.publishAsync(`${fm2.topic}/up`, '{"values":{"instant_flow":666}}', { qos: 1 })).rejects.toMatchObject({ code: 135 });
    await device.publishAsync(`${fm1.topic}/up`, '{"values":{"instant_flow":2}}', { qos: 1 });
    for (let i = 0; i < 100 && received.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.map((r) => r.topic)).toEqual([`${fm1.topic}/up`, `${fm1.topic}/up`]);
    expect(received[1].payload).toBe('{"values":{"instant_flow":2}}');
    expect(sniffed).toEqual([]);
  });

  it('refuses a wrong password and an unknown login at CONNECT', async () => {
    expect([134, 135]).toContain((await refusal({ username: fm1.username, password: `${fm1.password}x` })).code);
    expect([134, 135]).toContain((await refusal({ username: 'nobody', password: fm1.password })).code);
    expect((await refusal({ username: fm1.username, password: fm2.password }, { protocolVersion: 4 })).message).toMatch(/Not authorized|Bad username or password/);
    await expect(connect(fm1, { protocolVersion: 4 })).resolves.toBeDefined();
  });

  it("refuses a disabled meter's login once the files are regenerated and Mosquitto reloads them", async () => {
    const staying = await connect(fm1);
    const cut = await connect(fm2);
    let cutClosed = false;
    cut.on('close', () => (cutClosed = true));
    const res = await t.post('/meter/update', { id: fm2Id, name: 'FM-2', enabled: false }, token);
    expect(res.body.code).toBe(200);
    const files = await exportFiles();
    expect(files.passwd).not.toContain(fm2.username);
    expect(files.acl).not.toContain(fm2.username);
    expect(statSync(join(dir, 'passwd')).mode & 0o777).toBe(0o600);
    if (process.getuid?.() === 0) expect(statSync(join(dir, 'passwd')).uid).toBe(Number(execFileSync('id', ['-u', 'mosquitto']).toString()));

    const before = log().length;
    broker.kill('SIGHUP');
    await logLine(/Reloading config/, before);
    // The reload is applied right after the log line, in the same loop turn; a few tries cover a slow machine.
    let refused: { code?: number } | null = null;
    for (let i = 0; i < 40 && !refused; i++) {
      refused = await refusal(fm2).catch(() => new Promise<null>((resolve) => setTimeout(() => resolve(null), 50)));
    }
    expect([134, 135]).toContain(refused?.code);
    // The reload also re-checks connected clients: the disabled device is cut off, the enabled one stays.
    for (let i = 0; i < 40 && !cutClosed; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cutClosed).toBe(true);
    expect(staying.connected).toBe(true);
    await expect(connect(fm1)).resolves.toBeDefined();
  });

  it('lists logins issued before the Mosquitto hash was kept as "rotate to export", without a line', async () => {
    const legacy = await addMeter('FM-OLD');
    await t.db.query('UPDATE device_credential SET mosquitto_hash = NULL WHERE username = ?', [legacy.credential.username]);
    const files = await brokerFiles(t.db, ingestLoginFromUrl(ingestUrl));
    expect(files.rotateToExport).toEqual([{ username: legacy.credential.username, topic: legacy.credential.topic }]);
    expect(files.passwd).not.toContain(legacy.credential.username);
    expect(files.acl).not.toContain(legacy.credential.username);
    expect(files.passwd).toContain(`${fm1.username}:$7$101$`);
  });
});
