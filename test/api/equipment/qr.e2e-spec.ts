import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { decodeQrPng } from '../../support/qr';
import { testDbKind } from '../../support/test-db';
import { addEquipment, catalogue, ok, type Ids } from './support';

const PUBLIC_URL = 'https://gengyun.example.test';
const webSource = (path: string): string => readFileSync(join(__dirname, '../../../web/src', path), 'utf8');

describe(`equipment QR codes decode to the pages they open (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let ids: Ids;
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
    ({ admin } = await newEnterprise(t));
    ids = await catalogue(t, admin.token);
  });
  afterAll(() => t.close());

  /** The addresses a label sheet's codes encode, in order, and the sheet's text. */
  const labelSheet = async (eqIds: number[]): Promise<{ urls: URL[]; html: string }> => {
    const res = await t.post('/equipment/qrLabels', { ids: eqIds }, admin.token);
    expect([res.status, res.headers['content-type']]).toEqual([200, expect.stringContaining('text/html')]);
    const images = [...res.text.matchAll(/data:image\/png;base64,([A-Za-z0-9+/=]+)/g)].map((m) => Buffer.from(m[1] as string, 'base64'));
    return { urls: images.map((png) => new URL(decodeQrPng(png))), html: res.text };
  };
  const setPublic = (value: boolean) => ok(t, '/systemConfig/update', { items: [{ key: 'serviceRequest.publicEnabled', value }] }, admin.token);

  it('/showAssetQRCode and the printed labels open the equipment’s public request page, at every size', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '扫码泵', type_id: ids.meter, position_id: ids.room });
    const other = await addEquipment(t, admin.token, { asset_name: '扫码阀', type_id: ids.meter });
    const page = await ok<{ token: string; url: string }>(t, '/serviceRequest/publicLink', { equipment_id: eq.id }, admin.token);
    for (const size of [128, 256, 512]) {
      const url = decodeQrPng(await png(`/showAssetQRCode?id=${eq.id}&size=${size}&token=${admin.token}`));
      expect([size, url]).toEqual([size, `${PUBLIC_URL}/public/request/${page.token}`]);
    }
    // The address anyone scanning gets: no session, the equipment's harmless facts, requests taken.
    const opened = await t.post('/public/serviceRequest/equipment', { link: page.token });
    expect([opened.status, opened.body.content]).toEqual([200, expect.objectContaining({ name: '扫码泵', code: eq.asset_code, enabled: true })]);
    expect(webSource('pages/work-orders/routes.tsx')).toMatch(/path: '\/public\/request\/:token'/);
    // The label sheet: each label its own equipment's page (a token made on first ask for the one never linked), and
    // says what scanning does.
    const sheet = await labelSheet([eq.id, other.id]);
    const otherPage = await ok<{ url: string }>(t, '/serviceRequest/publicLink', { equipment_id: other.id }, admin.token);
    expect(sheet.urls.map(String)).toEqual([page.url, otherPage.url]);
    expect(sheet.html).toContain('扫码报修');
  });

  it('while the enterprise takes no public requests, the codes open the equipment’s page in the back office and the labels say so', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '内部泵', type_id: ids.meter, position_id: ids.room });
    await setPublic(false);
    try {
      const url = new URL(decodeQrPng(await png(`/showAssetQRCode?id=${eq.id}&token=${admin.token}`)));
      expect([url.origin, url.pathname, url.searchParams.get('id')]).toEqual([PUBLIC_URL, '/gengyun/eqpt/list/view', String(eq.id)]);
      // The page behind that path: the web's equipment detail route, which reads `id` from the query.
      expect(webSource('pages/equipment/routes.tsx')).toMatch(/path: 'eqpt\/list\/view'[^}]*EquipmentDetailPage/);
      expect(webSource('pages/equipment/ledger/EquipmentDetailPage.tsx')).toContain("query.get('id')");
      const opened = await ok<{ id: number; asset_name: string }>(t, '/equipment/detail', { id: Number(url.searchParams.get('id')) }, admin.token);
      expect(opened).toMatchObject({ id: eq.id, asset_name: '内部泵' });
      const sheet = await labelSheet([eq.id]);
      expect(sheet.urls.map(String)).toEqual([url.toString()]);
      expect(sheet.html).toContain('扫码查看设备（内部）');
      expect(sheet.html).not.toContain('扫码报修');
    } finally {
      await setPublic(true);
    }
    // Turned on again, the same equipment's code is its request page.
    expect(decodeQrPng(await png(`/showAssetQRCode?id=${eq.id}&token=${admin.token}`))).toMatch(new RegExp(`^${PUBLIC_URL}/public/request/[0-9a-f]{32}$`));
  });

  it('/showAssetPositionQRCode encodes the URL of the equipment map opened on that location', async () => {
    const url = new URL(decodeQrPng(await png(`/showAssetPositionQRCode?id=${ids.room}&token=${admin.token}`)));
    expect([url.origin, url.pathname, url.searchParams.get('position')]).toEqual([PUBLIC_URL, '/gengyun/eqpt/map', String(ids.room)]);
    expect(webSource('pages/equipment-places/routes.tsx')).toMatch(/path: 'eqpt\/map'[^}]*EquipmentMapPage/);
    expect(webSource('pages/equipment-places/map/EquipmentMapPage.tsx')).toContain("query.get('position')");
    const opened = await ok<{ id: number; name: string }>(t, '/assetPosition/detail', { id: Number(url.searchParams.get('position')) }, admin.token);
    expect(opened).toMatchObject({ id: ids.room, name: '泵房' });
  });

  it('answers no picture for another enterprise', async () => {
    const eq = await addEquipment(t, admin.token, { type_id: ids.meter });
    const other = await newEnterprise(t);
    expect((await t.http().get(`/showAssetQRCode?id=${eq.id}&token=${other.admin.token}`)).status).toBe(404);
    expect((await t.http().get(`/showAssetPositionQRCode?id=${ids.room}&token=${other.admin.token}`)).status).toBe(404);
  });
});
