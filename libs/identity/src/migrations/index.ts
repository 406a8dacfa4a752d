import { IdentityInit1763800000000 } from './1763800000000-IdentityInit';

/** Migrations of the identity area, oldest first. */
export const identityMigrations = [IdentityInit1763800000000];
