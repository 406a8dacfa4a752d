import { SystemInit1763775000000 } from './1763775000000-SystemInit';
import { UserMessageLink1764700500000 } from './1764700500000-UserMessageLink';

/** Migrations of the system area, oldest first. */
export const systemMigrations = [SystemInit1763775000000, UserMessageLink1764700500000];
