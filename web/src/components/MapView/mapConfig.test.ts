import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gridCluster } from './cluster';
import { IMAGE_MAP, STREET_MAP, rebuildKey, shouldFlyTo, streetTileUrl } from './mapConfig';

describe('map config rules', () => {
  it('carries the SPEC zoom and image constants', () => {
    expect(STREET_MAP).toEqual({ zoom: 16, minZoom: 4, maxZoom: 18 });
    expect(IMAGE_MAP).toMatchObject({ bounds: [[-540, -960], [540, 960]], zoom: 0, minZoom: -2, maxZoom: 2, center: [0, 0] });
  });

  it('rebuilds only for the baidu flag, img flag or url', () => {
    const base = rebuildKey({ center: [1, 2], zoom: 10, baidu: 0, img: false, url: 'a' });
    expect(rebuildKey({ center: [5, 6], zoom: 3, baidu: false, img: 0, url: 'a' })).toBe(base);
    expect(rebuildKey({ baidu: 1, img: false, url: 'a' })).not.toBe(base);
    expect(rebuildKey({ baidu: 0, img: true, url: 'a' })).not.toBe(base);
    expect(rebuildKey({ baidu: 0, img: false, url: 'b' })).not.toBe(base);
  });

  it('flies to a new centre except in image or centre-zoom mode', () => {
    const street = { img: false, centerZoom: false };
    expect(shouldFlyTo([1, 2], [1, 3], street)).toBe(true);
    expect(shouldFlyTo([1, 2], [1, 2], street)).toBe(false);
    expect(shouldFlyTo([1, 2], undefined, street)).toBe(false);
    expect(shouldFlyTo([1, 2], [1, 3], { img: true, centerZoom: false })).toBe(false);
    expect(shouldFlyTo([1, 2], [1, 3], { img: false, centerZoom: true })).toBe(false);
  });

  it('uses no tile URL unless one is configured', () => {
    expect(streetTileUrl({})).toBeUndefined();
    expect(streetTileUrl({}, 'https://t/{z}/{x}/{y}.png')).toBe('https://t/{z}/{x}/{y}.png');
    expect(streetTileUrl({ url: 'https://c/{z}/{x}/{y}.png' }, 'https://t')).toBe('https://c/{z}/{x}/{y}.png');
  });
});

describe('gridCluster', () => {
  it('groups points sharing a cell and keeps lone points as singles', () => {
    const { singles, clusters } = gridCluster(
      [
        { key: 'a', x: 10, y: 10 },
        { key: 'b', x: 30, y: 50 },
        { key: 'c', x: 500, y: 500 },
      ],
      80,
    );
    expect(singles).toEqual(['c']);
    expect(clusters).toEqual([{ x: 20, y: 30, keys: ['a', 'b'] }]);
  });
});

describe('MapView entry point', () => {
  it('does not import Leaflet statically (the map loads through React.lazy)', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/^import[^;]*from 'leaflet'/m);
      for (const [, spec] of source.matchAll(/^(?:import|export)(?! type)[^;]*?from '(\.\/[^']+)'/gm)) {
        const base = join(here, spec);
        visit([`${base}.ts`, `${base}.tsx`].find((f) => { try { readFileSync(f); return true; } catch { return false; } }) as string);
      }
    };
    visit(join(here, 'index.ts'));
    expect([...seen].some((f) => f.endsWith('LazyMapView.tsx'))).toBe(true);
    expect([...seen].some((f) => f.endsWith('MapView/MapView.tsx'))).toBe(false);
  });
});
