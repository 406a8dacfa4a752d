import type { Area } from '@gengyun/core';
import { IdentityModule } from './identity.module';
import { identityMigrations } from './migrations';

export * from './identity.module';
export * from './identity.seeder';
export { EnterpriseStatus, type Enterprise } from './tenant/enterprise.entity';
export { EnterpriseService, systemContext } from './tenant/enterprise.service';
export { SessionService } from './session/session.service';
export { UserService, type UserView } from './user/user.service';
export { UserDirectory, type Audience, type DirectoryUser } from './user/user-directory';
export { PermissionHolders, type PermissionHolder } from './user/permission-holders';
export { RoleService } from './role/role.service';
export { MenuService } from './menu/menu.service';
export { IdentityClock } from './session/clock';
export { TenantPurgeService } from './tenant/tenant-purge.service';
export { ACCOUNT_RETENTION_MS } from './tenant/enterprise-state';

/** The identity area as the app lists it. */
export const identityArea: Area = { name: 'identity', module: IdentityModule, migrations: identityMigrations };
