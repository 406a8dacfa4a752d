import { Permission } from '@gengyun/contracts/permissions';

/** The equipment area's permission codes (libs/contracts/src/permissions/equipment.ts) and the file codes it uses. */
export const P = {
  equipment: Permission.equipment,
  type: Permission.equipmentType,
  model: Permission.equipmentModel,
  partner: Permission.partner,
  osah: Permission.osah,
  file: Permission.file,
} as const;
