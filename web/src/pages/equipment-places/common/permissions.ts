import { Permission } from '@gengyun/contracts';

/** Permission codes of the places screens (libs/contracts/src/permissions/equipment.ts). */
export const P = {
  position: Permission.assetPosition,
  address: Permission.assetAddress,
  equipment: Permission.equipment,
  io: Permission.equipmentIo,
  count: Permission.equipmentCount,
} as const;
