import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { REDACTED } from '@gengyun/core';

const root = join(__dirname, '..', '..');
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The real api process (its real logger, writing to stdout), on a fresh SQLite file. */
describe('tokens never reach the log', () => {
  let child: ChildProcess;
  let output = '';
  let base: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gengyun-log-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['-r', join(root, 'test/support/ts-register.js'), join(root, 'apps/api/src/main.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DB_URL: `sqlite:${join(dir, 'db.sqlite')}`,
        DATA_DIR: dir,
        WEB_DIST: join(dir, 'no-web'),
        MQTT_BROKER_PORT: '0',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/health`).catch(() => null))?.ok) break;
      if (i > 600 || child.exitCode !== null) throw new Error(`api did not start:\n${output}`);
      await sleep(100);
    }
  }, 90_000);
  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });

  it('logs a request with ?token= with the token replaced by a marker, also in the query and the referer', async () => {
    const secret = 'TokenSecret-ab12CD34ef56GH78ij90KL12mn34OP56qr';
    const res = await fetch(`${base}/getImg?id=1&business_no=logo&token=${secret}`, { headers: { referer: `${base}/gengyun/home?token=${secret}` } });
    expect(res.status).toBe(401);
    const socket = io(base, { query: { token: `${secret}-q` }, auth: { token: `${secret}-a` }, reconnection: false, transports: ['polling', 'websocket'] });
    await new Promise<void>((resolve) => socket.once('connect_error', () => resolve()));
    socket.close();
    const line = await waitForLine((l) => l.includes('/getImg?'));
    expect(line).toContain(`token=${REDACTED}`);
    expect(JSON.parse(line).req.query).toMatchObject({ id: '1', token: REDACTED });
    await sleep(300);
    expect(output).not.toContain(secret);
  });

  async function waitForLine(match: (line: string) => boolean): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const line = output.split('\n').find(match);
      if (line) return line;
      await sleep(50);
    }
    throw new Error(`no such log line in:\n${output}`);
  }
});
