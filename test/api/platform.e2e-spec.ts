import { startTestApp, type TestApp } from '../support/test-app';

describe('platform HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports health of the database', async () => {
    const res = await t.http().get('/health');
    expect(res.status).toBe(200);
    expect(res.body.content.parts.database).toBe('up');
  });

  it('answers an unknown route with a translated 404 envelope', async () => {
    const res = await t.post('/nothing/here').set('Accept-Language', 'en-US');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: -1, msg: 'Information does not exist' });
  });

  it('refuses malformed JSON with 400 and a zh_CN message by default', async () => {
    const res = await t.http().post('/nothing').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: -1, msg: '请求格式错误' });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.http().get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const traced = await t.http().get('/health').set('x-request-id', 'trace-123');
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http().get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
