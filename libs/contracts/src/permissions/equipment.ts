/** Feature permission codes of the equipment area. */
export const equipmentPermissions = {} as const;
