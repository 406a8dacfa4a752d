import { messages } from '@gengyun/contracts';
import { iconColour } from './icons';
import { KIND_SEVERITY, legendOf, LEGEND_LABELS, worstKind } from './legend';
import type { MapMarker } from './types';

const at = (value: number, fields: Partial<MapMarker>): MapMarker => ({ center: [30, 120 + value / 100], type: 'asset', value, ...fields });

describe('map legend', () => {
  it('lists the states shown, worst first, with counts; polylines and hidden customer assets do not count', () => {
    const markers: MapMarker[] = [
      at(1, { running_status_id: 1 }),
      at(2, { asset_status: 1 }),
      at(3, { is_fault: 1 }),
      at(4, { running_status_id: 1 }),
      at(5, { asset_status: -1 }),
      at(6, { assets: '1', is_fault: 1 }),
      { center: [[30, 120], [31, 121]], type: 'polyline', value: 7 },
    ];
    expect(legendOf(markers, true).map(({ kind, count }) => [kind, count])).toEqual([
      ['fault', 1],
      ['statusOn', 1],
      ['running', 2],
      ['statusOff', 1],
    ]);
    expect(legendOf(markers, true)[0]).toMatchObject({ colour: iconColour('fault'), labelKey: 'components.map.legend.fault' });
    expect(legendOf([])).toEqual([]);
  });

  it('names a cluster by the state that needs attention most', () => {
    expect(worstKind(['running', 'statusOn', 'statusOff'])).toBe('statusOn');
    expect(worstKind(['running', 'fault', 'highlight'])).toBe('fault');
    expect(worstKind(['factory1', 'factory2'])).toBe('factory2');
  });

  it('ranks every marker state and words each one in both languages', () => {
    expect(new Set(KIND_SEVERITY).size).toBe(Object.keys(LEGEND_LABELS).length);
    for (const key of Object.values(LEGEND_LABELS)) {
      const label = messages[key] as { zh_CN: string; en_US: string };
      expect(label.zh_CN).toMatch(/[\u4e00-\u9fff]/);
      expect(label.en_US).toMatch(/^[A-Z][A-Za-z0-9 ,()]+$/);
    }
  });
});
