/** Migrations of the identity area, oldest first. */
export const identityMigrations = [];
