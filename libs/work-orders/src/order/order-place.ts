import { BusinessError, type AuthContext } from '@gengyun/core';
import type { EquipmentReferences } from '@gengyun/equipment';
import { BatchReads } from './batch-reads';

/**
 * Where an order's work is, from its equipment and location as an add checks them (this enterprise, the caller's
 * scope): the equipment's location, which a location sent beside it must match.
 */
export async function orderPlace(
  equipment: EquipmentReferences,
  ctx: AuthContext,
  ids: { equipment_id?: number | null; location_id?: number | null },
  reads: BatchReads = BatchReads.direct,
): Promise<{ locationId: number | null; equipmentTypeId: number | null }> {
  const locationId = ids.location_id ?? null;
  if (ids.equipment_id) {
    const equipmentId = ids.equipment_id;
    const place = await reads.once(placeKey(equipmentId), () => equipment.place(ctx, equipmentId));
    if (locationId !== null && locationId !== place.locationId)
      {throw new BusinessError('workOrder.errors.locationMismatch', 422, [], { fields: { location_id: 'mismatch' } });}
    return { locationId: place.locationId, equipmentTypeId: place.typeId };
  }
  if (locationId !== null) await reads.once(locationKey(locationId), () => equipment.location(ctx, locationId));
  return { locationId, equipmentTypeId: null };
}

/** The key `orderPlace` reads a piece of equipment's place under (a batch primes them all with one query). */
export const placeKey = (equipmentId: number): string => `equipment:${equipmentId}`;
/** The key `orderPlace` checks a location under (an import primes those its codes found). */
export const locationKey = (locationId: number): string => `location:${locationId}`;
