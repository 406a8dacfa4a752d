import { EQUIPMENT_STATUS_LABELS, RUNNING_STATUS_LABELS, type MessageKey } from '@gengyun/contracts';

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
} as const;

/** The ledger's kind of import and export task (files area's task registry). */
export const LEDGER_TASKS = 'equipment.ledger';

/** The area's statuses, directions, states and labels are defined in contracts, where the web reads them too. */
export {
  COUNT_RESULTS,
  CountResult,
  CountState,
  EQUIPMENT_STATUSES,
  EquipmentStatus,
  FREE_STATUSES,
  IO_DEFAULT_STATUS,
  IO_DIRECTIONS,
  IO_TARGET_STATUSES,
  IoDirection,
  IoState,
  LOCKED_STATUSES,
  markerStatus,
  PartnerKind,
  RUNNING_STATUSES,
  RunningStatus,
  WARRANTY_TYPES as WarrantyTypes,
} from '@gengyun/contracts';

export const STATUS_LABELS: Record<number, MessageKey> = EQUIPMENT_STATUS_LABELS;
export const RUNNING_LABELS: Record<number, MessageKey> = RUNNING_STATUS_LABELS;
