import { printLabelSheet } from '@/api/label-sheet';

export { MAX_LABELS as MAX_PART_LABELS } from '@/api/label-sheet';

/** Prints the A4 label sheet of the chosen parts. */
export const printPartLabels = (ids: readonly number[], open?: (url: string, target: string) => Window | null): Promise<void> => printLabelSheet('/sparePart/qrLabels', ids, open);
