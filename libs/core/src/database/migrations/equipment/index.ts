/** Migrations of the equipment area, oldest first. */
export const equipmentMigrations = [];
