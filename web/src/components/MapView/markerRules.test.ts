import { iconSpec } from './icons';
import { iconKindOf, isMarkerVisible, markerKeys, popupRows, tooltipOf } from './markerRules';
import type { MapMarker } from './types';

const asset = (extra: Partial<MapMarker> = {}): MapMarker => ({ center: [30, 120], type: 'asset', ...extra });

describe('iconKindOf', () => {
  it('picks a different icon for asset_status -1, 1 and 2', () => {
    const kinds = [-1, 1, 2].map((s) => iconKindOf(asset({ asset_status: s })));
    expect(kinds).toEqual(['statusOff', 'statusOn', 'statusTwo']);
    expect(new Set(kinds.map((k) => iconSpec(k!).url)).size).toBe(3);
  });

  it('lets the fault flag win over highlight, and highlight over status', () => {
    expect(iconKindOf(asset({ asset_status: 1, is_fault: 1, high_light: 1 }))).toBe('fault');
    expect(iconKindOf(asset({ asset_status: 1, high_light: true }))).toBe('highlight');
    expect(iconKindOf(asset({ asset_status: 1, is_fault: 0, high_light: '0' }))).toBe('statusOn');
  });

  it('picks factory icons by realPW 1/2/3 and the running icon for running_status_id 1', () => {
    expect([1, 2, 3].map((pw) => iconKindOf(asset({ assetSewage: { realPW: pw } })))).toEqual(['factory1', 'factory2', 'factory3']);
    expect(iconKindOf(asset({ running_status_id: 1 }))).toBe('running');
    expect(iconKindOf(asset({ running_status_id: 2 }))).toBe('default');
  });

  it('uses a 25x41 pin for positions, 41 px icons otherwise, and no icon for polylines', () => {
    expect(iconKindOf({ center: [1, 2], type: 'position' })).toBe('position');
    expect(iconSpec('position').size).toEqual([25, 41]);
    expect(iconSpec('statusOn').size).toEqual([41, 41]);
    expect(iconKindOf({ center: [[1, 2], [3, 4]], type: 'polyline' })).toBeNull();
    expect(iconSpec('fault').url).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('isMarkerVisible', () => {
  it("hides markers whose assets value is '1' on customer maps only", () => {
    expect(isMarkerVisible(asset({ assets: '1' }), true)).toBe(false);
    expect(isMarkerVisible(asset({ assets: 1, customer: 1 }))).toBe(false);
    expect(isMarkerVisible(asset({ assets: '1' }), false)).toBe(true);
    expect(isMarkerVisible(asset({ assets: '0' }), true)).toBe(true);
  });
});

describe('tooltipOf', () => {
  it('warns red for realPW 3 and orange for 2, permanently', () => {
    expect(tooltipOf(asset({ assetSewage: { realPW: 3, realPWName: 'COD', realPWValue: 88 } }))).toEqual({ tone: 'red', text: 'COD 88', permanent: true });
    expect(tooltipOf(asset({ label: 'Plant', assetSewage: { realPW: 2 } }))).toEqual({ tone: 'orange', text: 'Plant', permanent: true });
  });

  it('shows the label and readings on hover otherwise, or nothing', () => {
    expect(tooltipOf(asset({ label: 'Pump', realSZ: [{ name: 'pH', monitorAvgValue: 7 }], assetSewage: { realPW: 1 } }))).toEqual({ tone: 'normal', text: 'Pump\npH 7', permanent: false });
    expect(tooltipOf(asset())).toBeNull();
  });
});

describe('markerKeys and popupRows', () => {
  it('keys by type and value, de-duplicating repeats', () => {
    expect(markerKeys([asset({ value: 1 }), asset({ value: 1 }), { center: [0, 0], type: 'position', value: 1 }, asset()])).toEqual(['asset:1', 'asset:1~1', 'position:1', 'asset:#3']);
  });

  it('lists the five popup fields', () => {
    const rows = popupRows(asset({ asset_name: 'Pump', asset_code: 'P1', running_status_name: 'On', status_name: 'In use', result_type_name: 'OK' }));
    expect(rows.map((r) => r.value)).toEqual(['Pump', 'P1', 'On', 'In use', 'OK']);
  });
});
