import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createRequestLog } from './request-log';

interface LogLine {
  msg?: string;
  req?: { id?: string; url?: string; headers?: Record<string, string> };
}

describe('the request log', () => {
  let server: Server;
  let base: string;
    const lines: LogLine[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    const log = createRequestLog({ logLevel: 'info' }, sink);
    server = createServer((req, res) => log(req, res, () => res.end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('writes one line per request with its id, credentials redacted, and none for /health', async () => {
    await fetch(`${base}/health`);
    await fetch(`${base}/equipment/pageList?token=secret-token&keyword=pump`, { headers: { 'x-request-id': 'trace-9', authorization: 'Bearer abc', cookie: 'sid=1' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.map((l) => l.req?.url)).toEqual(['/equipment/pageList?token=[REDACTED]&keyword=pump']);
    const [line] = lines;
    expect(line).toMatchObject({ msg: 'request completed', req: { id: 'trace-9', method: 'GET' }, res: { statusCode: 200 } });
    expect(line?.req?.headers).toMatchObject({ authorization: '[Redacted]', cookie: '[Redacted]' });
    expect(JSON.stringify(line)).not.toContain('secret-token');
  });
});
