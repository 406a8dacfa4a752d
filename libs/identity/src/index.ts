import type { Area } from '@gengyun/core';
import { IdentityModule } from './identity.module';
import { identityMigrations } from './migrations';

export * from './identity.module';
export * from './identity.seeder';
export { EnterpriseStatus, type Enterprise } from './enterprise.entity';
export { EnterpriseService, systemContext } from './enterprise.service';
export { SessionService } from './session.service';
export { UserService, type UserView } from './user.service';
export { RoleService } from './role.service';
export { MenuService } from './menu.service';
export { IdentityClock } from './clock';
export { TenantPurgeService } from './tenant-purge.service';
export { ACCOUNT_RETENTION_MS } from './enterprise-state';

/** The identity area as the app lists it. */
export const identityArea: Area = { name: 'identity', module: IdentityModule, migrations: identityMigrations };
