import type { EquipmentPlace } from '@gengyun/equipment';

/**
 * Where a plan of chosen equipment sits in the data scopes: the nearest location above (or at) every piece, and the
 * type they all share. A location-limited user then sees the plan only when all it covers lies in their scope.
 * `ancestries` are each piece's location and the ones above it, nearest first.
 */
export function placement(pieces: readonly EquipmentPlace[], ancestries: ReadonlyArray<readonly number[]>): { locationId: number | null; typeId: number | null } {
  const types = new Set(pieces.map((p) => p.typeId));
  const typeId = types.size === 1 ? ([...types][0] ?? null) : null;
  if (!ancestries.length || ancestries.some((a) => !a.length)) return { locationId: null, typeId };
  const [first, ...rest] = ancestries as [readonly number[], ...Array<readonly number[]>];
  const locationId = first.find((id) => rest.every((a) => a.includes(id))) ?? null;
  return { locationId, typeId };
}
