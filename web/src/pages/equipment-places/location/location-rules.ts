import type { UploadedFile } from '@/components/Upload';
import type { LocationNode } from '../common/places.api';

export interface LocationFormValues {
  name: string;
  code?: string;
  parent_id?: number | null;
  plan?: UploadedFile[];
  lng?: number | null;
  lat?: number | null;
  sort?: number | null;
  remark?: string;
}

/** Body of /assetPosition/add|update. */
export type LocationInput = {
  id?: number;
  name: string;
  code?: string;
  parent_id?: number;
  plan_file_id?: number;
  x?: number;
  y?: number;
  lng?: number;
  lat?: number;
  sort?: number;
  remark?: string;
};

/** Every node of a tree, depth first. */
export function flatten(nodes: readonly LocationNode[]): LocationNode[] {
  const out: LocationNode[] = [];
  const walk = (list: readonly LocationNode[]): void => {
    for (const node of list) {
      out.push(node);
      if (node.children?.length) walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

/** The node and all its descendants' ids: none of them may become its parent (SPEC 5: parent cannot be itself). */
export function selfAndDescendants(node: LocationNode | null | undefined): Set<number> {
  return new Set(node ? flatten([node]).map((n) => n.id) : []);
}

/** A location with children cannot change its parent (docs/decisions/equipment.md, hierarchy guard). */
export const parentLocked = (node: LocationNode | null | undefined): boolean => Boolean(node?.children?.length);

/** The floor-plan file id the form holds (the last uploaded or the stored one). */
export const planFileId = (plan: readonly UploadedFile[] | undefined): number | undefined => {
  const last = plan?.[plan.length - 1];
  return last ? Number(last.id) : undefined;
};

export type LocationError = 'equipment.errors.parentSelf' | 'equipment.errors.planRequired';

/** The form's own rules (the server checks the same): parent is not itself; a top-level location has a plan. */
export function locationError(values: Pick<LocationFormValues, 'parent_id' | 'plan'>, selfId?: number): LocationError | null {
  if (selfId !== undefined && values.parent_id === selfId) return 'equipment.errors.parentSelf';
  if (!values.parent_id && planFileId(values.plan) === undefined) return 'equipment.errors.planRequired';
  return null;
}

const num = (value: number | null | undefined): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * Body of add/update. Update replaces the parent (no parent = top level), so an edit always resends it, and keeps
 * the plan point (x/y), which is placed on the detail page.
 */
export function locationPayload(values: LocationFormValues, current?: LocationNode | null): LocationInput {
  return {
    id: current?.id,
    name: values.name.trim(),
    code: text(values.code),
    parent_id: values.parent_id ?? undefined,
    plan_file_id: planFileId(values.plan),
    x: num(current?.x),
    y: num(current?.y),
    lng: num(values.lng),
    lat: num(values.lat),
    sort: num(values.sort),
    remark: text(values.remark),
  };
}

/** Body of an update that only moves the location's point on the plan (every other field resent as stored). */
export function placeLocationPayload(current: LocationNode, point: { x: number; y: number }): LocationInput {
  return {
    id: current.id,
    name: current.name,
    code: current.code ?? undefined,
    parent_id: current.parent_id ?? undefined,
    x: point.x,
    y: point.y,
    lng: num(current.lng),
    lat: num(current.lat),
    sort: num(current.sort),
    remark: current.remark ?? undefined,
  };
}

/** The form's initial values for a new child of `parent`, a new top-level location, or an edit. */
export function initialValues(editing: LocationNode | null, parentId: number | null, planName: string): LocationFormValues {
  if (!editing) return { name: '', parent_id: parentId, plan: [], sort: 0 };
  return {
    name: editing.name,
    code: editing.code ?? undefined,
    parent_id: editing.parent_id,
    plan: editing.plan_file_id ? [{ id: editing.plan_file_id, name: planName, size: 0 }] : [],
    lng: editing.lng,
    lat: editing.lat,
    sort: editing.sort,
    remark: editing.remark ?? undefined,
  };
}
