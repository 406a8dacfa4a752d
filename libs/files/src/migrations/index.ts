import { FilesFileInfo1763774000000 } from './1763774000000-FilesFileInfo';

/** Migrations of the files area, oldest first. */
export const filesMigrations = [FilesFileInfo1763774000000];
