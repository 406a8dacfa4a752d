/** Migrations of the files area, oldest first. */
export const filesMigrations = [];
