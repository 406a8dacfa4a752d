import { In, type Repository } from 'typeorm';
import { FitKind, type SparePartFit } from './spare-part.entity';

/** `part_id` may take `ref_id` in its place; `mutual` when the two are interchangeable (either way). */
export interface StandIn {
  part_id: number;
  ref_id: number;
  mutual: boolean;
}

/**
 * The parts that may stand in for each of `partIds`: the one-way substitutes declared on it, and the parts declared
 * interchangeable with it on either side. In declaration order.
 */
export async function standInsOf(fits: Repository<SparePartFit>, enterpriseId: number, partIds: readonly number[]): Promise<StandIn[]> {
  const ids = [...new Set(partIds)];
  if (!ids.length) return [];
  const rows = await fits.find({
    select: { id: true, part_id: true, kind: true, ref_id: true },
    where: [
      { enterprise_id: enterpriseId, kind: In([FitKind.substitute, FitKind.interchangeable]), part_id: In(ids) },
      { enterprise_id: enterpriseId, kind: FitKind.interchangeable, ref_id: In(ids) },
    ],
    order: { id: 'ASC' },
  });
  const found = new Map<string, StandIn>();
  const add = (s: StandIn) => {
    const key = `${s.part_id}|${s.ref_id}`;
    // Declared one way on one part and interchangeable on the other: the wider fit is shown once.
    if (!found.get(key)?.mutual) found.set(key, s);
  };
  for (const f of rows) {
    const mutual = f.kind === FitKind.interchangeable;
    if (ids.includes(f.part_id)) add({ part_id: f.part_id, ref_id: f.ref_id, mutual });
    if (mutual && ids.includes(f.ref_id)) add({ part_id: f.ref_id, ref_id: f.part_id, mutual });
  }
  return [...found.values()];
}

/** Whether `partId`'s line may take `otherId` instead. */
export async function standsIn(fits: Repository<SparePartFit>, enterpriseId: number, partId: number, otherId: number): Promise<boolean> {
  return (await standInsOf(fits, enterpriseId, [partId])).some((s) => s.part_id === partId && s.ref_id === otherId);
}
