import L from 'leaflet';
import { MarkerSync } from './markerSync';
import type { MapMarker } from './types';

const point = (value: number, extra: Partial<MapMarker> = {}): MapMarker => ({ center: [30 + value * 0.001, 120], type: 'asset', value, ...extra });

/** The maps of this file's tests: removed after each, with their containers (none may be left to the next file). */
const built: Array<{ map: L.Map; container: HTMLElement }> = [];
afterEach(() => {
  for (const { map, container } of built.splice(0)) {
    map.remove();
    container.remove();
  }
});

function setup(threshold = 1000) {
  const container = document.createElement('div');
  // jsdom lays nothing out; the view needs a size for the in-view filter above the threshold.
  Object.defineProperty(container, 'clientWidth', { value: 800 });
  Object.defineProperty(container, 'clientHeight', { value: 600 });
  document.body.append(container);
  const map = L.map(container, { center: [30, 120], zoom: 16, maxZoom: 18 });
  built.push({ map, container });
  const frames: (() => void)[] = [];
  const sync = new MarkerSync(map, { threshold, t: (k) => k, onClick: vi.fn(), onDblClick: vi.fn(), schedule: (run) => frames.push(run) });
  const flush = (): void => frames.splice(0).forEach((run) => run());
  return { map, sync, frames, flush, container };
}

describe('MarkerSync', () => {
  it('coalesces several updates into one frame and draws the last list', () => {
    const { sync, frames, flush, container } = setup();
    sync.setMarkers([point(1)], false);
    sync.setMarkers([point(1), point(2)], false);
    sync.setMarkers([point(1), point(2), point(3, { is_fault: 1 })], false);
    expect(frames).toHaveLength(1);
    flush();
    expect(sync.drawnCount()).toEqual({ markers: 3, clusters: 0, lines: 0 });
    expect(container.querySelectorAll('.gy-marker-fault')).toHaveLength(1);
  });

  it('removes markers that left the list and draws polylines', () => {
    const { sync, flush } = setup();
    sync.setMarkers([point(1), point(2), { type: 'polyline', value: 9, center: [[30, 120], [30.01, 120.01]] }], false);
    flush();
    expect(sync.drawnCount()).toEqual({ markers: 2, clusters: 0, lines: 1 });
    sync.setMarkers([point(2)], false);
    flush();
    expect(sync.drawnCount()).toEqual({ markers: 1, clusters: 0, lines: 0 });
  });

  it('marks each frame on the map container with what it drew', () => {
    const { sync, flush, container } = setup();
    sync.setMarkers([point(1), point(2)], false);
    flush();
    sync.setMarkers([point(1)], false);
    flush();
    expect(container.dataset).toMatchObject({ renders: '2', markersDrawn: '1', clustersDrawn: '0' });
  });

  it('above the threshold, zooming in to the maximum zoom redraws: clusters give way to the markers in view', () => {
    const { map, sync, flush } = setup(2);
    sync.setMarkers([1, 2, 3, 4, 5].map((v) => point(v / 100)), false);
    flush();
    expect(sync.drawnCount()).toEqual({ markers: 0, clusters: 1, lines: 0 });
    map.setZoom(18, { animate: false });
    flush();
    expect(sync.drawnCount()).toEqual({ markers: 5, clusters: 0, lines: 0 });
  });

  it('stops drawing after destroy', () => {
    const { sync, frames, flush, container } = setup();
    sync.setMarkers([point(1)], false);
    sync.destroy();
    flush();
    expect(frames).toHaveLength(0);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
  });
});
