import type { MessageKey } from '@gengyun/contracts';

/** Business numbers of the equipment area in the audit log and on attached files. */
export const BIZ = {
  equipment: 'equipment',
  type: 'equipmentType',
  model: 'equipmentModel',
  position: 'assetPosition',
  address: 'assetAddress',
  partner: 'partner',
  osah: 'osah',
  io: 'equipmentIo',
  count: 'equipmentCount',
  /** `/exportFile?business_no=exportTask&id=<task id>` downloads a finished export. */
  exportTask: 'exportTask',
} as const;

/** Asset status (SPEC section 4; the values of the `status` dictionary type). */
export const EquipmentStatus = { inUse: 1, idle: 2, scrapped: 3, inStorage: 4, notInStorage: 5, obsolete: 6 } as const;
export type EquipmentStatus = (typeof EquipmentStatus)[keyof typeof EquipmentStatus];
export const EQUIPMENT_STATUSES: readonly number[] = Object.values(EquipmentStatus);
/** "in-use, scrapped and idle status cannot be modified" directly: only io orders (and scrap) move them. */
export const LOCKED_STATUSES: readonly number[] = [EquipmentStatus.inUse, EquipmentStatus.idle, EquipmentStatus.scrapped];
/** What an edit may set directly (from and to). */
export const FREE_STATUSES: readonly number[] = [EquipmentStatus.inStorage, EquipmentStatus.notInStorage, EquipmentStatus.obsolete];

export const STATUS_LABELS: Record<number, MessageKey> = {
  1: 'equipment.status.inUse',
  2: 'equipment.status.idle',
  3: 'equipment.status.scrapped',
  4: 'equipment.status.inStorage',
  5: 'equipment.status.notInStorage',
  6: 'equipment.status.obsolete',
};

export const RunningStatus = { running: 1, stopped: 2, fault: 3, maintenance: 4 } as const;
export const RUNNING_STATUSES: readonly number[] = Object.values(RunningStatus);
export const RUNNING_LABELS: Record<number, MessageKey> = {
  1: 'equipment.running.running',
  2: 'equipment.running.stopped',
  3: 'equipment.running.fault',
  4: 'equipment.running.maintenance',
};

/** Map marker asset_status: 1 in service, 2 idle or stored, -1 out of service (docs/decisions/equipment.md). */
export const markerStatus = (status: number): -1 | 1 | 2 => {
  if (status === EquipmentStatus.inUse) return 1;
  if (status === EquipmentStatus.scrapped || status === EquipmentStatus.obsolete) return -1;
  return 2;
};

export const PartnerKind = { manufacturer: 1, supplier: 2 } as const;
export type PartnerKind = (typeof PartnerKind)[keyof typeof PartnerKind];

export const IoDirection = { in: 1, out: 2, transfer: 3 } as const;
export const IO_DIRECTIONS: readonly number[] = Object.values(IoDirection);
/** draft → submitted → done (approved and applied) | rejected (editable again, back to draft). */
export const IoState = { draft: 0, submitted: 1, rejected: 2, done: 3 } as const;
/** Statuses an io order may move equipment to (scrapping is its own action). */
export const IO_TARGET_STATUSES: readonly number[] = [1, 2, 4, 5, 6];
export const IO_DEFAULT_STATUS: Record<number, number | null> = { 1: EquipmentStatus.inStorage, 2: EquipmentStatus.inUse, 3: null };

export const CountState = { open: 0, finished: 1 } as const;
export const CountResult = { unprocessed: 0, found: 1, missing: 2, extra: 3 } as const;
export const COUNT_RESULTS: readonly number[] = [1, 2, 3];

export const WarrantyTypes: readonly number[] = [1, 2, 3, 4];
