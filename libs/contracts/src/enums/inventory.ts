/**
 * Kinds of stock-ledger rows (issue 15 item 3). A transfer writes two rows (out of one place, into another); an
 * adjustment is signed. Every row is immutable: a correction is a new row.
 */
export const MOVEMENT_TYPES = ['putIn', 'issue', 'return', 'transferOut', 'transferIn', 'adjust', 'scrap'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** What `/stock/move` does (a put-in has its own call, with supplier, batch and unit price). */
export const MOVE_KINDS = ['issue', 'return', 'transfer', 'adjust', 'scrap'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** The document a movement belongs to: typed by hand, a work order, a purchase receipt, a stocktake, opening stock. */
export const MOVEMENT_DOCUMENT_TYPES = ['manual', 'workOrder', 'purchase', 'stocktake', 'opening'] as const;
export type MovementDocumentType = (typeof MOVEMENT_DOCUMENT_TYPES)[number];

/**
 * Whether a part is held anywhere the viewer may see (SPEC §4 "stock in": not in stock, in stock, in progress): in
 * stock when some is on hand, in progress when none is but a pending receipt announces some, not in stock otherwise.
 */
export const STOCK_IN_STATES = ['notInStock', 'inStock', 'inProgress'] as const;
export type StockInState = (typeof STOCK_IN_STATES)[number];

/**
 * A put-in saved before the goods arrive (a pending receipt): `pending` — announced, counted as on order, not on hand;
 * `confirmed` — written into the ledger as one put-in document; `cancelled` — never arrived.
 */
export const RECEIPT_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Prices and unit prices: up to 12 digits and 2 decimals, as text or a number ("price format error" otherwise). */
export const PRICE_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
/** Spare-part, warehouse and bin codes: letters, digits and `- _ . /`, no spaces. */
export const INVENTORY_CODE_PATTERN = /^[A-Za-z0-9\-_./]{1,50}$/;

export const INVENTORY_LIMITS = {
  code: 50,
  name: 100,
  text: 255,
  unit: 20,
  remark: 500,
  batch: 50,
  /** Bins of one warehouse, lines of one movement, fitted types or models of one part. */
  bins: 500,
  lines: 100,
  fits: 100,
  /** Quantities are whole units of the part's unit (choose a smaller unit — g, ml, cm — for loose goods). */
  quantity: 1_000_000_000,
} as const;

/**
 * A work order's requisition (issue 15 item 4): `waiting` — some lines could not be reserved ("waiting for parts");
 * `ready` — every line reserved, awaiting the storekeeper's approval; `approved`; `issued` — taken out against the
 * order (unused parts may still come back); `cancelled` — reservations released.
 */
export const REQUISITION_STATUSES = ['waiting', 'ready', 'approved', 'issued', 'cancelled'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];
/** Still holding or waiting for stock: the order cannot finish, the parts cannot be deleted. */
export const OPEN_REQUISITION_STATUSES: readonly RequisitionStatus[] = ['waiting', 'ready', 'approved'];
/** What the technician may still change (the lines; saving reserves again). */
export const EDITABLE_REQUISITION_STATUSES: readonly RequisitionStatus[] = ['waiting', 'ready', 'cancelled'];

/**
 * What the storekeepers' requisition list filters by: the stored statuses, and `partlyIssued` — derived, not stored:
 * ready or approved with some units issued already (the rest still to issue).
 */
export const REQUISITION_LIST_STATUSES = [...REQUISITION_STATUSES, 'partlyIssued'] as const;
export type RequisitionListStatus = (typeof REQUISITION_LIST_STATUSES)[number];
