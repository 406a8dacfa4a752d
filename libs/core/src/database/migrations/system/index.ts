/** Migrations of the system area, oldest first. */
export const systemMigrations = [];
