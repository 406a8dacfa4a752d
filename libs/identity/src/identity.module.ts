import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig, SESSION_RESOLVER, SmsModule } from '@gengyun/core';
import { AccessService } from './session/access.service';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { IdentityClock } from './session/clock';
import { Enterprise } from './tenant/enterprise.entity';
import { EnterpriseService } from './tenant/enterprise.service';
import { Group } from './org/group.entity';
import { GroupController } from './org/group.controller';
import { GroupService } from './org/group.service';
import { IdentitySeeder } from './identity.seeder';
import { Menu } from './menu/menu.entity';
import { MenuController } from './menu/menu.controller';
import { MenuService } from './menu/menu.service';
import { Organization } from './org/organization.entity';
import { OrganizationController } from './org/organization.controller';
import { OrganizationService } from './org/organization.service';
import { Position } from './org/position.entity';
import { PositionController } from './org/position.controller';
import { PositionService } from './org/position.service';
import { PositionRole } from './org/position-role.entity';
import { identityRateLimits } from './auth/rate-limits';
import { Registration } from './user/registration.entity';
import { RegistrationController } from './user/registration.controller';
import { RegistrationService } from './user/registration.service';
import { Role } from './role/role.entity';
import { RoleController } from './role/role.controller';
import { RoleMenu } from './role/role-menu.entity';
import { RoleScope } from './role/role-scope.entity';
import { RoleService } from './role/role.service';
import { Session } from './session/session.entity';
import { SessionService } from './session/session.service';
import { SmsCode } from './auth/sms-code.entity';
import { SmsCodeController } from './auth/sms-code.controller';
import { SmsCodeService } from './auth/sms-code.service';
import { User } from './user/user.entity';
import { UserController } from './user/user.controller';
import { UserAccountController } from './user/user-account.controller';
import { UserAccountService } from './user/user-account.service';
import { UserRole } from './user/user-role.entity';
import { UserService } from './user/user.service';
import { DictionaryModule } from '@gengyun/dictionary';
import { IdentityOptions } from './identity-options';
import { CompanyRegistration } from './tenant/company-registration.entity';
import { CompanyRegistrationService } from './tenant/company-registration.service';
import { PlatformSeeder } from './tenant/platform.seeder';
import { PlatformTenant } from './tenant/platform-tenant';
import { TenantController } from './tenant/tenant.controller';
import { TenantPurgeService } from './tenant/tenant-purge.service';
import { TenantService } from './tenant/tenant.service';
import { TenantSetupService } from './tenant/tenant-setup.service';
import { menuEntries } from '@gengyun/core';
import { IDENTITY_MENU } from './identity.permissions';
import { IdentityOwners } from './identity.owners';
import { UserDirectory } from './user/user-directory';
import { PermissionHolders } from './user/permission-holders';

const entities = [Enterprise, User, Role, UserRole, Menu, RoleMenu, RoleScope, Session, Organization, Group, Position, PositionRole, Registration, SmsCode, CompanyRegistration];

/** Identity: enterprises and their administration, users, roles, menus and permissions, organisations, sessions, registration. */
@Module({
  imports: [TypeOrmModule.forFeature(entities), SmsModule, DictionaryModule],
  controllers: [
    AuthController,
    MenuController,
    UserController,
    UserAccountController,
    RoleController,
    OrganizationController,
    GroupController,
    PositionController,
    RegistrationController,
    SmsCodeController,
    TenantController,
  ],
  providers: [
    menuEntries(IDENTITY_MENU),
    IdentityClock,
    PlatformTenant,
    IdentityOptions,
    AccessService,
    SessionService,
    { provide: SESSION_RESOLVER, useExisting: SessionService },
    AuthService,
    EnterpriseService,
    MenuService,
    RoleService,
    UserService,
    UserAccountService,
    OrganizationService,
    GroupService,
    PositionService,
    RegistrationService,
    SmsCodeService,
    TenantSetupService,
    TenantService,
    TenantPurgeService,
    CompanyRegistrationService,
    PlatformSeeder,
    IdentitySeeder,
    IdentityOwners,
    UserDirectory,
    PermissionHolders,
  ],
  exports: [SESSION_RESOLVER, SessionService, EnterpriseService, UserService, UserDirectory, PermissionHolders, RoleService, MenuService, IdentitySeeder, IdentityClock, TenantPurgeService],
})
export class IdentityModule {
  constructor(config: AppConfig) {
    identityRateLimits.loginPerMinute = config.rateLimits.loginPerMinute;
    identityRateLimits.smsPerMinute = config.rateLimits.smsPerMinute;
  }
}
