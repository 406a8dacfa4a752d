import { IMAGE_MAP } from '@/components/MapView';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import type { LocationNode } from '../common/places.api';
import { optionTree } from '../common/places.api';
import { locationError, locationPayload, parentLocked, placeLocationPayload, selfAndDescendants } from './location-rules';
import { planCentre, planPointOf, placementMarkers, storedPoint } from './plan-coords';

const node = (id: number, parent: number | null, children: LocationNode[] = []): LocationNode => ({
  ...TENANT_COLUMNS, id, name: `L${id}`, code: null, parent_id: parent, level: 1, plan_file_id: parent ? null : 9, x: 10, y: -20, lng: 113.3, lat: 23.1, sort: 0, remark: null, children,
});

describe('plan coordinate picking', () => {
  it('turns a click on the image map into plan x (lng) and y (lat), rounded', () => {
    expect(planPointOf({ lat: 12.4, lng: -300.6 })).toEqual({ x: -301, y: 12 });
    expect(planPointOf({ lat: -0.2, lng: 0.3 })).toEqual({ x: 0, y: 0 });
    expect(Object.is(planPointOf({ lat: -0.2, lng: -0.3 })!.x, -0)).toBe(false);
  });

  it('accepts the plan edges and refuses clicks outside the ±960 × ±540 picture', () => {
    const [[minY, minX], [maxY, maxX]] = IMAGE_MAP.bounds;
    expect(planPointOf({ lat: maxY, lng: maxX })).toEqual({ x: 960, y: 540 });
    expect(planPointOf({ lat: minY, lng: minX })).toEqual({ x: -960, y: -540 });
    expect(planPointOf({ lat: 541, lng: 0 })).toBeNull();
    expect(planPointOf({ lat: 0, lng: -960.5 })).toBeNull();
    expect(planPointOf({ lat: Number.NaN, lng: 0 })).toBeNull();
  });

  it('puts markers back at [y, x] like the server’s plan markers', () => {
    const point = planPointOf({ lat: 37, lng: 333 })!;
    expect(planCentre(point)).toEqual([37, 333]);
    expect(storedPoint(null, 3)).toBeNull();
    expect(storedPoint(0, 0)).toEqual({ x: 0, y: 0 });
    const markers = placementMarkers('Room', { x: 1, y: 2 }, { x: 5, y: 6 });
    expect(markers.map((m) => [m.value, m.center, m.high_light ?? 0])).toEqual([['stored', [2, 1], 0], ['picked', [6, 5], 1]]);
  });
});

describe('location rules', () => {
  const tree = node(1, null, [node(2, 1, [node(3, 2)]), node(4, 1)]);

  it('never offers the location itself or its descendants as parent', () => {
    const excluded = selfAndDescendants(tree.children![0]);
    expect([...excluded].sort()).toEqual([2, 3]);
    const options = [1, 2, 3, 4].map((id) => ({ value: id, text: `L${id}`, pid: id === 1 ? null : id === 4 ? 1 : id - 1 }));
    const choices = optionTree(options, excluded);
    expect(choices).toEqual([{ value: 1, title: 'L1', children: [{ value: 4, title: 'L4' }] }]);
  });

  it('refuses a parent equal to itself and a top level without a floor plan', () => {
    expect(locationError({ parent_id: 2, plan: [] }, 2)).toBe('equipment.errors.parentSelf');
    expect(locationError({ parent_id: null, plan: [] })).toBe('equipment.errors.planRequired');
    expect(locationError({ parent_id: undefined, plan: [{ id: 5, name: 'p.png', size: 1 }] })).toBeNull();
    expect(locationError({ parent_id: 1, plan: [] })).toBeNull();
  });

  it('locks the parent of a location with children', () => {
    expect(parentLocked(tree)).toBe(true);
    expect(parentLocked(node(4, 1))).toBe(false);
  });

  it('builds add/update bodies that resend the parent and keep the plan point', () => {
    const current = node(4, 1);
    expect(locationPayload({ name: ' Room ', code: ' ', parent_id: 1, plan: [{ id: 7, name: 'a', size: 1 }], lng: 1, lat: null }, current)).toEqual({
      id: 4, name: 'Room', code: undefined, parent_id: 1, plan_file_id: 7, x: 10, y: -20, lng: 1, lat: undefined, sort: undefined, remark: undefined,
    });
    expect(placeLocationPayload(current, { x: 100, y: -5 })).toMatchObject({ id: 4, name: 'L4', parent_id: 1, x: 100, y: -5, lng: 113.3, lat: 23.1 });
  });
});
