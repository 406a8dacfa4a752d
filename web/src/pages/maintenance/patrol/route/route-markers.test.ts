import { routeMapConfig, routeMarkers } from './route-markers';

describe('route markers', () => {
  it('draws the path in order, numbers the points and marks done, missed and next', () => {
    const markers = routeMarkers([
      { name: 'A', latitude: 31, longitude: 121, status: 'done' },
      { name: 'B', latitude: 31.001, longitude: 121, status: 'missed' },
      { name: 'C', latitude: 31.002, longitude: 121, status: 'pending', next: true },
    ]);
    expect(markers[0]).toEqual({ type: 'polyline', center: [[31, 121], [31.001, 121], [31.002, 121]] });
    expect(markers.slice(1).map((m) => [m.label, m.running_status_id, m.is_fault, m.high_light])).toEqual([
      ['1. A', 1, 0, 0],
      ['2. B', undefined, 1, 0],
      ['3. C', undefined, 0, 1],
    ]);
    expect(routeMapConfig([])).toEqual({});
    expect(routeMapConfig([{ name: 'A', latitude: 31, longitude: 121 }]).center).toEqual([31, 121]);
  });

  it('a single point has no path', () => {
    expect(routeMarkers([{ name: 'A', latitude: 31, longitude: 121 }]).map((m) => m.type)).toEqual(['position']);
  });
});
