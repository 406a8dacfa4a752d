import { IdentityInit1763800000000 } from './1763800000000-IdentityInit';
import { IdentityTenants1763800100000 } from './1763800100000-IdentityTenants';
import { IdentityOneLocationScope1764100300000 } from './1764100300000-IdentityOneLocationScope';
import { IdentityUserMail1795880000000 } from './1795880000000-IdentityUserMail';

/** Migrations of the identity area, oldest first. */
export const identityMigrations = [IdentityInit1763800000000, IdentityTenants1763800100000, IdentityOneLocationScope1764100300000, IdentityUserMail1795880000000];
