import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MAX_UPLOAD_FILES } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { NotesOwnerModule } from '../../support/notes-owner';
import { fileRows, storedFiles } from './fixtures';

const MB = 1024 * 1024;
const text = (bytes: number): Buffer => Buffer.alloc(bytes, 'a');

interface SendOptions {
  /** Chunked (no Content-Length), as a client can send to dodge a declared-size check. */
  chunked?: boolean;
  /** Hold back the last this many bytes for a while, as a slow client would, after the server has refused. */
  holdBack?: number;
  /** Ask for the connection to close after the answer (`Connection: close`) instead of keeping it alive. */
  close?: boolean;
}

/** A multipart body written by hand, so its framing and pace are the test's. */
function postMultipart(t: TestApp, path: string, token: string, files: Array<[Buffer, string]>, options: SendOptions = {}): Promise<{ status: number; body: { code: number; msg: string } }> {
  const boundary = 'gyboundary7MA4YWxkTrZu0gW';
  const parts = files.flatMap(([data, name]) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
  const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="business_no"\r\n\r\nnote\r\n`), ...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const server = t.app.getHttpServer();
  const listening = server.listening ? Promise.resolve() : new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return listening.then(
    () =>
      new Promise((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        // Kept alive unless asked otherwise; closed once the answer is in.
        const agent = new Agent({ keepAlive: !options.close });
        const length = options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) };
        const connection = options.close ? { connection: 'close' } : {};
        const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}`, ...length, ...connection };
        const req = httpRequest(
          { host: '127.0.0.1', port, path, method: 'POST', agent, headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            // Done once the answer is in and the whole body went out: a connection cut while sending is a failure.
            const answered = new Promise<void>((r) => res.on('end', r));
            void Promise.all([answered, sent]).then(() => {
              // By now the socket may have left the request for the agent's free list, or be between the two.
              socket?.destroy();
              agent.destroy();
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
            });
          },
        );
        let socket: Socket | undefined;
        req.on('socket', (s) => (socket = s));
        const sent = new Promise<void>((r) => req.on('finish', r));
        req.on('error', reject);
        // A server that stops reading leaves the client stuck mid-body: fail in reasonable time rather than hang.
        setTimeout(() => reject(new Error('the body was not taken, or no answer came, within 15 s')), 15_000).unref();
        const step = 64 * 1024;
        const heldFrom = body.length - (options.holdBack ?? 0);
        let at = 0;
        let held = false;
        const pump = (): void => {
          while (at < body.length) {
            if (at >= heldFrom && !held) {
              held = true;
              return void setTimeout(pump, 500);
            }
            const ok = req.write(body.subarray(at, (at = Math.min(at + step, at >= heldFrom ? body.length : heldFrom))));
            if (!ok) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      }),
  );
}

describe(`upload limits per request (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await startTestApp({}, [NotesOwnerModule]);
    admin = (await newEnterprise(t)).admin;
  });
  afterAll(() => t?.close());

  const upload = (files: Array<[Buffer, string]>) => {
    let req = t.http().post('/addFile').set('Authorization', `Bearer ${admin.token}`).field('business_no', 'note');
    for (const [buffer, name] of files) req = req.attach('files', buffer, name);
    return req;
  };

  /** Asserts the 413 envelope with the message, and that neither rows nor stored bytes changed. */
  const refused = async (send: () => PromiseLike<{ status: number; body: { code: number; msg: string } }>, msg: string) => {
    const [rows, stored] = [await fileRows(t), storedFiles(t)];
    const res = await send();
    expect({ status: res.status, code: res.body.code, msg: res.body.msg }).toEqual({ status: 413, code: -1, msg });
    expect(await fileRows(t)).toBe(rows);
    expect(storedFiles(t)).toBe(stored);
  };

  it(`refuses more than ${MAX_UPLOAD_FILES} files in one request`, async () => {
    const files = Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i): [Buffer, string] => [text(10), `n${i}.txt`]);
    await refused(() => upload(files), `一次最多上传${MAX_UPLOAD_FILES}个文件`);
    const ok = await upload(files.slice(0, 2));
    expect(ok.status).toBe(200);
  });

  // SPEC's one size message, "files must not exceed 30M", holds for the files of a request together.
  it('refuses two 20 MB files, over the request limit though each is under 30 MB', async () => {
    await refused(() => upload([[text(20 * MB), 'a.txt'], [text(20 * MB), 'b.txt']]), '文件不能超过30M');
  });

  it('refuses files over 30 MB together even when the body fits the request limit', async () => {
    await refused(() => upload([[text(15.2 * MB), 'a.txt'], [text(15.2 * MB), 'b.txt'], [text(0.5 * MB), 'c.txt']]), '文件不能超过30M');
    const files = Array.from({ length: MAX_UPLOAD_FILES + 5 }, (_, i): [Buffer, string] => [text(MB), `n${i}.txt`]);
    await refused(() => upload(files), `一次最多上传${MAX_UPLOAD_FILES}个文件`);
  });

  it('counts a chunked body (no Content-Length) as it arrives', async () => {
    await refused(() => postMultipart(t, '/addFile', admin.token, [[text(20 * MB), 'a.txt'], [text(20 * MB), 'b.txt']], { chunked: true }), '文件不能超过30M');
  });

  it('answers a refused upload to a client still sending the rest of its body, instead of cutting the connection', async () => {
    const files: Array<[Buffer, string]> = [[text(15.2 * MB), 'a.txt'], [text(15.2 * MB), 'b.txt'], [text(0.5 * MB), 'c.txt']];
    await refused(() => postMultipart(t, '/addFile', admin.token, files, { holdBack: 0.5 * MB, close: true }), '文件不能超过30M');
  });
});
