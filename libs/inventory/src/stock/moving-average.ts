/**
 * The moving-average unit cost after `added` units at `unitPrice` join `held` units at `average` (4 places). Issues,
 * scraps and transfers out leave the average as it is; with nothing held, the new price is the average.
 */
export function movingAverage(held: number, average: number | null, added: number, unitPrice: number): number {
  const total = held + added;
  if (held <= 0 || average === null) return round4(unitPrice);
  return round4((held * average + added * unitPrice) / total);
}

export const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;
