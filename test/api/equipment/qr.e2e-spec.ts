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

  /** Where a scan address sends whoever scans it now (no session): the redirect's target. */
  const follow = async (url: URL): Promise<string> => {
    expect([url.origin, url.pathname, url.searchParams.get('link')]).toEqual([PUBLIC_URL, '/public/scan', expect.stringMatching(/^[0-9a-f]{32}$/)]);
    const res = await t.http().get(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    return res.headers.location as string;
  };

  it('/showAssetQRCode and the printed labels encode one scan address per equipment, at every size', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '扫码泵', type_id: ids.meter, position_id: ids.room });
    const other = await addEquipment(t, admin.token, { asset_name: '扫码阀', type_id: ids.meter });
    const page = await ok<{ token: string; url: string }>(t, '/serviceRequest/publicLink', { equipment_id: eq.id }, admin.token);
    for (const size of [128, 256, 512]) {
      const url = decodeQrPng(await png(`/showAssetQRCode?id=${eq.id}&size=${size}&token=${admin.token}`));
      expect([size, url]).toEqual([size, `${PUBLIC_URL}/public/scan?link=${page.token}`]);
    }
    // Scanned while the enterprise takes requests: its public request page, whose harmless view answers without a session.
    expect(await follow(new URL(`${PUBLIC_URL}/public/scan?link=${page.token}`))).toBe(`/public/request/${page.token}`);
    const opened = await t.post('/public/serviceRequest/equipment', { link: page.token });
    expect([opened.status, opened.body.content]).toEqual([200, expect.objectContaining({ name: '扫码泵', code: eq.asset_code, enabled: true })]);
    expect(webSource('pages/work-orders/routes.tsx')).toMatch(/path: '\/public\/request\/:token'/);
    // The label sheet: each label its own equipment's scan address (a token made on first ask for the one never linked).
    const sheet = await labelSheet([eq.id, other.id]);
    const otherPage = await ok<{ token: string }>(t, '/serviceRequest/publicLink', { equipment_id: other.id }, admin.token);
    expect(sheet.urls.map(String)).toEqual([`${PUBLIC_URL}/public/scan?link=${page.token}`, `${PUBLIC_URL}/public/scan?link=${otherPage.token}`]);
    expect(sheet.html).toContain('扫码报修');
  });

  it('a label printed while the public page is off opens the request page once it is on, and the other way round', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '内部泵', type_id: ids.meter, position_id: ids.room });
    await setPublic(false);
    let printedOff: URL;
    try {
      printedOff = (await labelSheet([eq.id])).urls[0]!;
      const tab = new URL(decodeQrPng(await png(`/showAssetQRCode?id=${eq.id}&token=${admin.token}`)));
      expect(tab.toString()).toBe(printedOff.toString());
      // Scanned now: the equipment's page in the back office, which asks for a login.
      const target = new URL(await follow(printedOff), PUBLIC_URL);
      expect([target.pathname, target.searchParams.get('id')]).toEqual(['/gengyun/eqpt/list/view', String(eq.id)]);
      expect(webSource('pages/equipment/routes.tsx')).toMatch(/path: 'eqpt\/list\/view'[^}]*EquipmentDetailPage/);
      expect(webSource('pages/equipment/ledger/EquipmentDetailPage.tsx')).toContain("query.get('id')");
      const opened = await ok<{ id: number; asset_name: string }>(t, '/equipment/detail', { id: Number(target.searchParams.get('id')) }, admin.token);
      expect(opened).toMatchObject({ id: eq.id, asset_name: '内部泵' });
      // Another enterprise's staff following it find nothing.
      const stranger = (await newEnterprise(t)).admin;
      expect((await t.post('/equipment/detail', { id: eq.id }, stranger.token)).status).toBe(404);
    } finally {
      await setPublic(true);
    }
    // Turned on again, the same printed label opens the request page.
    const token = printedOff.searchParams.get('link')!;
    expect(await follow(printedOff)).toBe(`/public/request/${token}`);
  });

  it('keeps the old printed forms working: the request page address and the back-office address', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '旧标签泵', type_id: ids.meter, position_id: ids.room });
    const page = await ok<{ token: string; url: string }>(t, '/serviceRequest/publicLink', { equipment_id: eq.id }, admin.token);
    // The request page address (printed while the page was on): the page's API answers for it, on or off.
    expect(page.url).toBe(`${PUBLIC_URL}/public/request/${page.token}`);
    expect((await t.post('/public/serviceRequest/equipment', { link: page.token })).body.content).toMatchObject({ name: '旧标签泵', enabled: true });
    await setPublic(false);
    try {
      expect((await t.post('/public/serviceRequest/equipment', { link: page.token })).body.content).toMatchObject({ name: '旧标签泵', enabled: false });
      // While off, the page offers staff the scan address, which leads on to the back office.
      expect(webSource('pages/work-orders/public-request/PublicRequestPage.tsx')).toContain('PUBLIC_SCAN_PATH');
      expect(await follow(new URL(`${PUBLIC_URL}/public/scan?link=${page.token}`))).toBe(`/gengyun/eqpt/list/view?id=${eq.id}`);
    } finally {
      await setPublic(true);
    }
    // The back-office address (printed while the page was off): still the equipment's page for its own staff only.
    expect(await ok<{ id: number }>(t, '/equipment/detail', { id: eq.id }, admin.token)).toMatchObject({ id: eq.id });
    expect((await t.post('/equipment/detail', { id: eq.id }, (await newEnterprise(t)).admin.token)).status).toBe(404);
  });

  it('answers 404 for an unknown or deleted equipment’s scan address, 422 for a malformed one', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '待删泵', type_id: ids.meter });
    const { token } = await ok<{ token: string }>(t, '/serviceRequest/publicLink', { equipment_id: eq.id }, admin.token);
    const scan = (link: string) => t.http().get(`/public/scan?link=${link}`).set('Accept-Language', 'en-US');
    for (const unknown of ['0123456789abcdef0123456789abcdef', token.replace(/^./, (c) => (c === '0' ? '1' : '0'))]) {
      const res = await scan(unknown);
      expect([res.status, res.headers.location, res.body.msg]).toEqual([404, undefined, 'This QR code is not valid']);
    }
    for (const malformed of ['not-a-token', `${token}0`, token.toUpperCase()]) expect([malformed, (await scan(malformed)).status]).toEqual([malformed, 422]);
    await ok(t, '/equipment/delete', { id: eq.id }, admin.token);
    expect((await scan(token)).status).toBe(404);
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
