import { graticuleLines, graticuleStep, tileVerdict, TILE_WAIT_MS, wantsOfflineBasemap } from './basemap';

describe('offline basemap decision', () => {
  it('draws the offline basemap without a tile source or for the source `offline`, and tries any other source', () => {
    expect(wantsOfflineBasemap(undefined)).toBe(true);
    expect(wantsOfflineBasemap('  ')).toBe(true);
    expect(wantsOfflineBasemap('Offline')).toBe(true);
    expect(wantsOfflineBasemap('https://tiles.example/{z}/{x}/{y}.png')).toBe(false);
  });

  it('keeps tiles once one loads, gives up after three failures before any load or a silent wait, else waits', () => {
    expect(tileVerdict({ loaded: 0, failed: 0, elapsedMs: 0 })).toBe('pending');
    expect(tileVerdict({ loaded: 0, failed: 2, elapsedMs: 100 })).toBe('pending');
    expect(tileVerdict({ loaded: 0, failed: 3, elapsedMs: 100 })).toBe('offline');
    expect(tileVerdict({ loaded: 0, failed: 0, elapsedMs: TILE_WAIT_MS })).toBe('offline');
    expect(tileVerdict({ loaded: 1, failed: 9, elapsedMs: TILE_WAIT_MS * 2 })).toBe('tiles');
  });
});

describe('graticule', () => {
  it('picks the coarsest spacing with at least four meridians across the view', () => {
    expect(graticuleStep(360)).toBe(30);
    expect(graticuleStep(40)).toBe(10);
    expect(graticuleStep(0.05)).toBe(0.01);
    expect(graticuleStep(0.0001)).toBe(0.001);
  });

  it('draws meridians and parallels on the step, one step beyond the view, within ±85°', () => {
    const lines = graticuleLines({ south: 29.98, west: 119.97, north: 30.12, east: 120.23 }, 0.1);
    const meridians = lines.filter(([a, b]) => a[1] === b[1]).map(([a]) => a[1]);
    const parallels = lines.filter(([a, b]) => a[0] === b[0]).map(([a]) => a[0]);
    expect(meridians).toEqual([119.9, 120, 120.1, 120.2, 120.3]);
    expect(parallels).toEqual([29.9, 30, 30.1, 30.2]);
    const world = graticuleLines({ south: -90, west: -180, north: 90, east: 180 }, 30);
    expect(Math.max(...world.flat().map(([lat]) => Math.abs(lat)))).toBeLessThanOrEqual(85);
  });
});
