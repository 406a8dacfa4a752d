import { liveMap } from '../patrol-fixtures';
import { liveMapConfig, liveMarkers } from './live-markers';

describe('live map markers', () => {
  it('draws every task\'s route coloured by state, the next point highlighted, and the inspectors where they last checked in', () => {
    const markers = liveMarkers(liveMap, null);
    const points = markers.filter((m) => m.type === 'position');
    expect(points.map((m) => [m.label, m.running_status_id, m.is_fault, m.high_light])).toEqual([
      ['1. P1', 1, 0, 0],
      ['2. P2', undefined, 1, 0],
      ['3. P3', undefined, 0, 1],
      ['1. P4', undefined, 0, 1],
    ]);
    expect(markers.filter((m) => m.type === 'polyline')).toHaveLength(1);
    expect(markers.filter((m) => m.type === 'eqpt')).toEqual([{ type: 'eqpt', center: [31.0001, 121.0001], label: 'Li · P1', asset_name: 'Li' }]);
  });

  it('shows only the chosen task, and centres on its first point', () => {
    expect(liveMarkers(liveMap, 2).map((m) => m.label)).toEqual(['1. P4']);
    expect(liveMapConfig(liveMap, 2).center).toEqual([31, 121]);
    expect(liveMapConfig(undefined, null)).toEqual({});
  });
});
