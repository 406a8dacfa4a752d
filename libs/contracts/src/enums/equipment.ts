import type { MessageKey } from '../i18n';

/** An asset code, an io order's or a count's code: letters, digits and `_ . - /`, 1–50 characters. */
export const ASSET_CODE_PATTERN = /^[A-Za-z0-9_.\-/]{1,50}$/;
/** A calendar day `YYYY-MM-DD` (warranty, purchase, count and validity dates). */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A purchase cost: up to 12 digits and 2 decimals. */
export const COST_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** Asset status (SPEC section 4; the values of the `status` dictionary type). */
export const EquipmentStatus = { inUse: 1, idle: 2, scrapped: 3, inStorage: 4, notInStorage: 5, obsolete: 6 } as const;
export type EquipmentStatus = (typeof EquipmentStatus)[keyof typeof EquipmentStatus];
export const EQUIPMENT_STATUSES: readonly EquipmentStatus[] = Object.values(EquipmentStatus);
/** "In-use, scrapped and idle status cannot be modified" directly: only io orders (and scrap) move them. */
export const LOCKED_STATUSES: readonly number[] = [EquipmentStatus.inUse, EquipmentStatus.idle, EquipmentStatus.scrapped];
/** What an edit may set directly (from and to). */
export const FREE_STATUSES: readonly number[] = [EquipmentStatus.inStorage, EquipmentStatus.notInStorage, EquipmentStatus.obsolete];
/** A new equipment may start in any status but scrapped; so may an io order move it. */
export const ADD_STATUSES: readonly number[] = [1, 2, 4, 5, 6];
export const EQUIPMENT_STATUS_LABELS: Readonly<Record<EquipmentStatus, MessageKey>> = {
  1: 'equipment.status.inUse',
  2: 'equipment.status.idle',
  3: 'equipment.status.scrapped',
  4: 'equipment.status.inStorage',
  5: 'equipment.status.notInStorage',
  6: 'equipment.status.obsolete',
};

/** Running status of an asset. */
export const RunningStatus = { running: 1, stopped: 2, fault: 3, maintenance: 4 } as const;
export type RunningStatus = (typeof RunningStatus)[keyof typeof RunningStatus];
export const RUNNING_STATUSES: readonly RunningStatus[] = Object.values(RunningStatus);
export const RUNNING_STATUS_LABELS: Readonly<Record<RunningStatus, MessageKey>> = {
  1: 'equipment.running.running',
  2: 'equipment.running.stopped',
  3: 'equipment.running.fault',
  4: 'equipment.running.maintenance',
};

/** Map marker `asset_status`: 1 in service, 2 idle or stored, -1 out of service (docs/decisions/equipment.md). */
export const markerStatus = (status: number): -1 | 1 | 2 => {
  if (status === EquipmentStatus.inUse) return 1;
  if (status === EquipmentStatus.scrapped || status === EquipmentStatus.obsolete) return -1;
  return 2;
};

export const WARRANTY_TYPES: readonly number[] = [1, 2, 3, 4];

/** Manufacturers and suppliers share one table. */
export const PartnerKind = { manufacturer: 1, supplier: 2 } as const;
export type PartnerKind = (typeof PartnerKind)[keyof typeof PartnerKind];

/** Io order direction: into storage, out of it, or a transfer between locations. */
export const IoDirection = { in: 1, out: 2, transfer: 3 } as const;
export type IoDirection = (typeof IoDirection)[keyof typeof IoDirection];
export const IO_DIRECTIONS: readonly IoDirection[] = Object.values(IoDirection);
/** draft → submitted → done (approved and applied) | rejected (editable again, back to draft). */
export const IoState = { draft: 0, submitted: 1, rejected: 2, done: 3 } as const;
export type IoState = (typeof IoState)[keyof typeof IoState];
export const IO_STATES: readonly IoState[] = Object.values(IoState);
/** Statuses an io order may move equipment to (scrapping is its own action). */
export const IO_TARGET_STATUSES: readonly number[] = ADD_STATUSES;
/** The status an order of each direction moves equipment to unless told otherwise (a transfer keeps it). */
export const IO_DEFAULT_STATUS: Readonly<Record<number, number | null>> = { 1: EquipmentStatus.inStorage, 2: EquipmentStatus.inUse, 3: null };

/** Stocktake state, and the result of each counted line. */
export const CountState = { open: 0, finished: 1 } as const;
export type CountState = (typeof CountState)[keyof typeof CountState];
export const COUNT_STATES: readonly CountState[] = Object.values(CountState);
export const CountResult = { unprocessed: 0, found: 1, missing: 2, extra: 3 } as const;
export type CountResult = (typeof CountResult)[keyof typeof CountResult];
/** What a counter may set a line to. */
export const COUNT_RESULTS: readonly number[] = [CountResult.found, CountResult.missing, CountResult.extra];

/** The equipment's page in the back office (asks for a login): its QR code's address where no public page answers. */
export const equipmentViewPath = (id: number): string => `/gengyun/eqpt/list/view?id=${id}`;
