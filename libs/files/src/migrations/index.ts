import { FilesFileInfo1763774000000 } from './1763774000000-FilesFileInfo';
import { FilesTransferTasks1764400000000 } from './1764400000000-FilesTransferTasks';

/** Migrations of the files area, oldest first. */
export const filesMigrations = [FilesFileInfo1763774000000, FilesTransferTasks1764400000000];
