import { Body, Controller, Module, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { storage } from 'nestjs-pino/storage';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Files, Public, PageQueryDto, reply, type UploadedFile } from '@gengyun/core';
import { startTestApp, type TestApp } from '../support/test-app';

class ProbeDto extends PageQueryDto {
  @IsString() name!: string;
  @IsOptional() @IsInt() @Min(1) count?: number;
  @IsOptional() tags?: unknown;
  @IsOptional() filter?: unknown;
}

/** Echoes what the platform made of a request, so the conventions can be checked end to end. */
@Controller()
class ProbeController {
  @Public()
  @Post('/probe/echo')
  echo(@Body() dto: ProbeDto, @Files() files: UploadedFile[]) {
    return { dto, files: files.map((f) => ({ field: f.fieldname, name: f.filename, size: f.buffer.length })) };
  }

  @Public()
  @Post('/probe/logContext')
  logContext(@Req() req: FastifyRequest) {
    return { inStore: storage.getStore() !== undefined, requestLogger: typeof (req.raw as { log?: { info?: unknown } }).log?.info };
  }

  @Public()
  @Post('/probe/toast')
  toast() {
    return reply({ ok: true });
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, [ProbeModule]);
  });
  afterAll(() => t.close());

  it('reads multipart forms: text fields, JSON-text fields parsed, empty strings dropped, files collected', async () => {
    const res = await t
      .http()
      .post('/probe/echo')
      .field('name', '泵站')
      .field('count', '3')
      .field('tags', '["a","b"]')
      .field('filter', '{"level":2}')
      .field('keyword', '')
      .attach('files', Buffer.from('hello'), 'note.txt');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.content.dto).toEqual({ name: '泵站', count: 3, tags: ['a', 'b'], filter: { level: 2 }, pageNumber: 1, pageSize: 20 });
    expect(res.body.content.files).toEqual([{ field: 'files', name: 'note.txt', size: 5 }]);
  });

  it('reads urlencoded bodies the same way', async () => {
    const res = await t.http().post('/probe/echo').type('form').send('name=a&count=2&keyword=');
    expect(res.body.content.dto).toEqual({ name: 'a', count: 2, pageNumber: 1, pageSize: 20 });
  });

  it('takes the token out of the body so it is not an unknown field, also beside a Bearer header', async () => {
    expect((await t.post('/probe/echo', { name: 'a', token: 'abc' })).status).toBe(200);
    const both = await t.http().post('/probe/echo').set('Authorization', 'Bearer abc').field('name', 'a').field('token', 'abc');
    expect(both.status).toBe(200);
  });

  it('refuses unknown fields with 422 naming the field', async () => {
    const res = await t.post('/probe/echo', { name: 'a', hacker: 1 }).set('Accept-Language', 'en');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: -1, msg: 'Field hacker is not allowed' });
    expect(res.body.content.fields).toHaveProperty('hacker');
  });

  it('refuses wrong types and missing required fields', async () => {
    const wrong = await t.post('/probe/echo', { name: 'a', count: 'many' }).set('Accept-Language', 'en');
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toBe('count must be an integer');
    const missing = await t.post('/probe/echo', {});
    expect(missing.status).toBe(422);
    expect(missing.body.content.fields).toHaveProperty('name');
  });

  it('keeps JSON text sent to a text field as text, never "[object Object]"', async () => {
    const form = await t.http().post('/probe/echo').field('name', '{"code":110000}');
    expect(form.body.content.dto.name).toBe('{"code":110000}');
    const json = await t.post('/probe/echo', { name: { zh_CN: 'x' } });
    expect(json.body.content.dto.name).toBe('{"zh_CN":"x"}');
  });

  it('accepts only the page sizes 10, 20, 50, 100', async () => {
    expect((await t.post('/probe/echo', { name: 'a', pageSize: 50 })).status).toBe(200);
    expect((await t.post('/probe/echo', { name: 'a', pageSize: 30 })).status).toBe(422);
    expect((await t.post('/probe/echo', { name: 'a', pageNumber: 0 })).status).toBe(422);
    expect((await t.post('/probe/echo', { name: 'a', keyword: '泵', keywordSearch: '泵' })).status).toBe(200);
  });

  it('puts a translated success message in msg when a handler replies with one', async () => {
    const zh = await t.post('/probe/toast');
    expect(zh.body).toEqual({ code: 200, content: { ok: true }, msg: '操作成功' });
    const en = await t.post('/probe/toast').set('Accept-Language', 'en-US');
    expect(en.body.msg).toBe('Operation succeeded');
  });

  it('compresses large answers for clients that accept gzip, and leaves small ones as they are', async () => {
    const tags = Array.from({ length: 2000 }, (_, i) => `标签-${i % 10}`);
    const big = await t.post('/probe/echo', { name: 'a', tags }).set('Accept-Encoding', 'gzip');
    expect([big.status, big.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(big.body.content.dto.tags).toEqual(tags);
    const small = await t.post('/probe/toast').set('Accept-Encoding', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await t.post('/probe/echo', { name: 'a', tags }).set('Accept-Encoding', 'identity');
    expect([plain.headers['content-encoding'], plain.body.content.dto.tags]).toEqual([undefined, tags]);
  });

  it('refuses a body over the upload limit with 413 and the SPEC message', async () => {
    const big = Buffer.alloc(31 * 1024 * 1024, 1);
    const res = await t.http().post('/probe/echo').field('name', 'a').attach('files', big, 'big.txt');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: -1, msg: '文件不能超过30M' });
  });

  // An AsyncLocalStorage run per request (nestjs-pino's middleware) turns Node 20's promise hook on for the whole
  // process: every promise after it, ingest's included, then costs about 2.4 times as much.
  it('handles a request outside any per-request AsyncLocalStorage, pino-http still giving it its logger', async () => {
    const res = await t.post('/probe/logContext');
    expect(res.body.content).toEqual({ inStore: false, requestLogger: 'function' });
  });
});
