import { startTestApp, type TestApp } from '../../support/test-app';
import { decodeQrPng } from '../../support/qr';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { addPart, member, ok, P, world, type Part, type World } from './support';

const PUBLIC_URL = 'https://gengyun.example.test';

/** Part QR codes (issue 15 item 1): what they encode, the label sheet, and the scanner's lookup. */
describe(`spare part QR codes (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let part: Part;
  const png = async (path: string): Promise<Buffer> => {
    const res = await t.http().get(path).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect([path, res.status, res.headers['content-type']]).toEqual([path, 200, 'image/png']);
    return res.body as Buffer;
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
    w = await world(t);
    part = await addPart(t, w.admin, { name: '扫码轴承', specification: '6204-2RS' });
  });
  afterAll(() => t?.close());

  it('/showBomQRCode encodes the part detail URL, which the scanner lookup resolves to the part', async () => {
    for (const size of [128, 256, 512]) {
      const url = new URL(decodeQrPng(await png(`/showBomQRCode?id=${part.id}&size=${size}&token=${w.admin.token}`)));
      expect([url.origin, url.pathname, url.searchParams.get('id')]).toEqual([PUBLIC_URL, '/gengyun/bom/list/view', String(part.id)]);
    }
    const content = decodeQrPng(await png(`/showBomQRCode?id=${part.id}&token=${w.admin.token}`));
    expect(await ok<Part>(t, '/sparePart/byQrContent', { content }, w.admin)).toMatchObject({ id: part.id, spare_part_code: part.spare_part_code });
  });

  it('/searchBomMaterialQRCode encodes the spare part code, which resolves too', async () => {
    const content = decodeQrPng(await png(`/searchBomMaterialQRCode?id=${part.id}&token=${w.admin.token}`));
    expect(content).toBe(part.spare_part_code);
    expect(await ok<Part>(t, '/sparePart/byQrContent', { content }, w.admin)).toMatchObject({ id: part.id });
  });

  it('prints an A4 label sheet of the chosen parts', async () => {
    const second = await addPart(t, w.admin, { name: '密封圈' });
    const res = await t.post('/sparePart/qrLabels', { ids: [part.id, second.id, part.id] }, w.admin.token);
    expect([res.status, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const html = res.text;
    expect(html.match(/class="label"/g)).toHaveLength(2);
    expect(html).toContain(part.spare_part_code);
    expect(html).toContain('6204-2RS');
    expect(html).toContain('<title>备件二维码标签</title>');
  });

  it('refuses what is not a part label, and another enterprise’s part is "not found"', async () => {
    const other = await newEnterprise(t);
    expect((await t.http().get(`/showBomQRCode?id=${part.id}&token=${other.admin.token}`)).status).toBe(404);
    expect((await t.http().get(`/searchBomMaterialQRCode?id=${part.id}&token=${other.admin.token}`)).status).toBe(404);
    expect((await t.post('/sparePart/qrLabels', { ids: [part.id] }, other.admin.token)).status).toBe(404);
    expect((await t.post('/sparePart/byQrContent', { content: part.spare_part_code }, other.admin.token)).status).toBe(404);
    expect((await t.post('/sparePart/byQrContent', { content: `${PUBLIC_URL}/gengyun/bom/list/view?id=${part.id}` }, other.admin.token)).status).toBe(404);
    const notPart = await t.post('/sparePart/byQrContent', { content: `${PUBLIC_URL}/gengyun/eqpt/list/view?id=${part.id}` }, w.admin.token);
    expect([notPart.status, notPart.body.msg]).toEqual([422, '该二维码不是备件标签']);
    const english = await member(t, w, [P.sparePart.list], { lang: 'en_US' });
    expect((await t.post('/sparePart/byQrContent', { content: 'https://elsewhere.test/?id=1' }, english.token)).body.msg).toBe('This QR code is not a spare part label');
    expect((await t.post('/sparePart/byQrContent', { content: '' }, w.admin.token)).status).toBe(422);
    const nobody = await member(t, w, []);
    expect((await t.http().get(`/showBomQRCode?id=${part.id}&token=${nobody.token}`)).status).toBe(403);
  });
});
