import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { decodeQrPng } from '../../support/qr';
import { testDbKind } from '../../support/test-db';
import { addEquipment, catalogue, ok, type Ids } from './support';

const PUBLIC_URL = 'https://gengyun.example.test';
const webSource = (path: string): string => readFileSync(join(__dirname, '../../../web/src', path), 'utf8');

describe(`equipment QR codes decode to the web pages (${testDbKind()})`, () => {
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

  it('/showAssetQRCode encodes the URL of the equipment detail page, at every size', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '扫码泵', type_id: ids.meter, position_id: ids.room });
    for (const size of [128, 256, 512]) {
      const url = new URL(decodeQrPng(await png(`/showAssetQRCode?id=${eq.id}&size=${size}&token=${admin.token}`)));
      expect([size, url.origin, url.pathname, url.searchParams.get('id')]).toEqual([size, PUBLIC_URL, '/gengyun/eqpt/list/view', String(eq.id)]);
    }
    // The page behind that path: the web's equipment detail route, which reads `id` from the query.
    expect(webSource('pages/equipment/routes.tsx')).toMatch(/path: 'eqpt\/list\/view'[^}]*EquipmentDetailPage/);
    expect(webSource('pages/equipment/ledger/EquipmentDetailPage.tsx')).toContain("query.get('id')");
    const url = new URL(decodeQrPng(await png(`/showAssetQRCode?id=${eq.id}&token=${admin.token}`)));
    const opened = await ok<{ id: number; asset_code: string; asset_name: string }>(t, '/equipment/detail', { id: Number(url.searchParams.get('id')) }, admin.token);
    expect(opened).toMatchObject({ id: eq.id, asset_code: eq.asset_code, asset_name: '扫码泵' });
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
