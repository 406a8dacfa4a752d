/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { consoleOf, openAs, startBrowserRig, type BrowserRig } from './support/browser';

/** Cluster counts and single markers the street map draws now. */
const drawn = (page: Page): Promise<{ clusters: number[]; markers: number }> =>
  page.evaluate(() => ({
    clusters: Array.from(document.querySelectorAll('.gy-map-cluster')).map((el) => Number(el.textContent)),
    markers: document.querySelectorAll('.gy-map img.leaflet-marker-icon').length,
  }));

describe('street map without tile access in Chromium (the demo enterprise)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('draws the offline basemap with its notice, clusters the demo equipment with counts and a legend, and a cluster click zooms in to markers', async () => {
    const page = await rig.newPage();
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith(rig.url) && !request.url().startsWith('data:')) tileRequests.push(request.url());
    });
    await openAs(page, rig.url, '/gengyun/eqpt/map');
    const count = Number((await page.getByTestId('map-marker-count').filter({ hasText: /[1-9]/ }).innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThanOrEqual(30);

    await page.getByTestId('map-offline-notice').filter({ hasText: '离线底图' }).waitFor();
    await page.locator('.gy-map.gy-map-offline[data-basemap="offline"][data-basemap-land="drawn"]').waitFor();
    expect(await page.locator('.gy-map path.gy-map-graticule').count()).toBeGreaterThan(4);

    await page.locator('.gy-map-cluster').first().waitFor();
    const before = await drawn(page);
    expect(before.clusters.every((n) => n >= 2)).toBe(true);
    expect(before.clusters.reduce((a, b) => a + b, 0) + before.markers).toBe(count);
    expect(before.clusters.length).toBeLessThan(count / 3);

    const legend = page.getByTestId('map-legend');
    await legend.getByText('图例').waitFor();
    const rows = await legend.locator('[data-kind]').evaluateAll((els) => els.map((el) => ({ kind: (el as HTMLElement).dataset.kind, text: (el as HTMLElement).innerText })));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + Number(row.text.replace(/\D/g, '')), 0)).toBe(count);
    expect(rows.every((row) => /[\u4e00-\u9fff]/.test(row.text))).toBe(true);
    await rig.shot(page, 'map-offline-clusters-dark');

    // The biggest cluster opens up: the map zooms in and single markers appear where it was.
    const biggest = before.clusters.indexOf(Math.max(...before.clusters));
    const renders = Number(await page.locator('.gy-map').getAttribute('data-renders'));
    await page.locator('.gy-map-cluster').nth(biggest).click();
    await page.waitForFunction((previous) => Number(document.querySelector<HTMLElement>('.gy-map')?.dataset.renders) > previous, renders);
    await page.waitForFunction((previous) => document.querySelectorAll('.gy-map img.leaflet-marker-icon').length > previous, before.markers);
    await rig.shot(page, 'map-offline-cluster-opened');

    await page.getByTestId('theme-switch').click();
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-en_US').click();
    await page.getByTestId('map-offline-notice').filter({ hasText: 'Offline basemap' }).waitFor();
    await legend.getByText('Legend').waitFor();
    expect(await legend.innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    await rig.shot(page, 'map-offline-english-light');

    expect(tileRequests).toEqual([]);
    expect(consoleOf(page).filter((line) => /\] \[(error|pageerror)\]/.test(line))).toEqual([]);
  }, 120_000);
});
