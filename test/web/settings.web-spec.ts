/// <reference lib="dom" />
import { crc32, deflateSync } from 'node:zlib';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';

/** A real PNG (decodable by the browser): a filled width × height picture. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

describe('settings take effect (Chromium, 1366×768)', () => {
  let rig: BrowserRig;

  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('the site title and the map centre set on the page reach the header, the browser tab and the map; the header shows the default mark, then the uploaded logo', async () => {
    const page = await rig.newPage({ width: 1366, height: 768 });
    await openAs(page, rig.url, '/gengyun/system/config');
    const brand = page.getByTestId('brand-logo');
    await brand.waitFor();
    expect(await brand.getAttribute('data-logo')).toBe('default');
    expect(await brand.innerText()).toContain('耕耘');
    const box = await brand.boundingBox();
    expect(box && box.width > 100 && box.height >= 40).toBe(true);
    await rig.shot(page, 'settings-default-logo-1366');

    await page.getByTestId('config-value-site.title').fill('东区水厂运维平台');
    // a click on the picker's map moves the marker and the inputs; the typed values are the ones kept
    const lat = page.getByTestId('config-value-map.center-lat');
    await page.getByTestId('map-view-marker').waitFor();
    await page.getByTestId('config-value-map.center-map').locator('.leaflet-container').click({ position: { x: 120, y: 80 } });
    await page.waitForFunction(() => (document.querySelector('[data-testid="config-value-map.center-lat"]') as HTMLInputElement | null)?.value !== '39.909000');
    await lat.fill('31.23');
    await page.getByTestId('config-value-map.center-lng').fill('121.47');
    await page.getByTestId('config-value-map.center-zoom').fill('12');
    const saved = page.waitForResponse((res) => res.url().endsWith('/systemConfig/update'));
    await page.getByTestId('config-save').click();
    expect((await (await saved).json()).code).toBe(200);

    await page.getByTestId('site-title').filter({ hasText: '东区水厂运维平台' }).waitFor();
    await page.waitForFunction(() => document.title === '东区水厂运维平台');

    await page.goto(`${rig.url}/gengyun/eqpt/map`);
    const map = page.getByTestId('eqpt-map-view');
    await map.locator('.leaflet-container').waitFor();
    expect(await map.getAttribute('data-center')).toBe('31.23,121.47');
    expect(await page.getByTestId('site-title').innerText()).toBe('东区水厂运维平台');

    await page.goto(`${rig.url}/gengyun/enterprise/info`);
    await page.getByTestId('enterprise-name').waitFor();
    if (!(await page.getByTestId('enterprise-name').inputValue())) await page.getByTestId('enterprise-name').fill('耕耘演示企业');
    const uploaded = page.waitForResponse((res) => res.url().endsWith('/addFile'));
    await page.getByTestId('enterprise-logo').locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(300, 60) });
    expect((await (await uploaded).json()).code).toBe(200);
    const updated = page.waitForResponse((res) => res.url().endsWith('/enterprise/update'));
    await page.getByTestId('enterprise-save').click();
    expect((await (await updated).json()).code).toBe(200);
    await page.locator('[data-testid="brand-logo"][data-logo="enterprise"] img').waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="brand-logo"] img') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth === 300;
    });
    const logo = await page.locator('[data-testid="brand-logo"] img').boundingBox();
    expect(logo && logo.width <= 144 && logo.height <= 48).toBe(true);
    await rig.shot(page, 'settings-enterprise-logo-1366');
  });
});
