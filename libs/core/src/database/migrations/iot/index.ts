/** Migrations of the iot area, oldest first. */
export const iotMigrations = [];
