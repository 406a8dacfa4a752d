import { printLabelSheet } from '@/api/label-sheet';

export { MAX_LABELS } from '@/api/label-sheet';

/** Prints the A4 label sheet of the given equipment. */
export const printLabels = (ids: readonly number[], open?: (url: string, target: string) => Window | null): Promise<void> => printLabelSheet('/equipment/qrLabels', ids, open);
