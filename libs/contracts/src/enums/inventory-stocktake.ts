/**
 * A stocktake's life (issue 15 item 6): a draft names the warehouse (or bins); starting freezes the expected
 * quantities; counting fills every line; finishing closes the count; approval posts the differences as adjustments.
 */
export const STOCKTAKE_STATES = ['draft', 'counting', 'finished', 'approved'] as const;
export type StocktakeState = (typeof STOCKTAKE_STATES)[number];
