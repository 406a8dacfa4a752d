import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../support/test-app';

/** A built web as Vite leaves it: index.html, a hashed script with its .br and .gz, and an unhashed file. */
function builtWeb(): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'gengyun-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Gengyun</title>');
  writeFileSync(join(dir, 'assets', 'index-C8UfAc64.js'), script);
  writeFileSync(join(dir, 'assets', 'index-C8UfAc64.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-C8UfAc64.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, script };
}

/** The bytes as sent (supertest would decode them): Fastify's own injection, headers and raw payload. */
const get = (t: TestApp, url: string, acceptEncoding: string) =>
  t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the built web as files', () => {
  let t: TestApp;
  let script: string;
  beforeAll(async () => {
    const web = builtWeb();
    script = web.script;
    t = await startTestApp({ WEB_DIST: web.dir });
  });
  afterAll(() => t?.close());

  it('sends the brotli or gzip file the build wrote, as it is, to a browser that accepts it', async () => {
    const br = await get(t, '/assets/index-C8UfAc64.js', 'gzip, deflate, br');
    expect([br.statusCode, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get(t, '/assets/index-C8UfAc64.js', 'gzip');
    expect([gz.statusCode, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get(t, '/assets/index-C8UfAc64.js', 'identity');
    expect([plain.statusCode, plain.headers['content-encoding'], plain.rawPayload.toString()]).toEqual([200, undefined, script]);
  });

  it('lets browsers keep content-hashed assets for good, other files for an hour and index.html not at all', async () => {
    const asset = await get(t, '/assets/index-C8UfAc64.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.http().get('/favicon.svg');
    expect([icon.status, icon.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
    const page = await t.http().get('/gengyun/home');
    expect([page.status, page.headers['cache-control']]).toEqual([200, 'no-cache']);
  });
});
