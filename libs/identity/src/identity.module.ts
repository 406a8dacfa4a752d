import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig, SESSION_RESOLVER, SmsModule } from '@gengyun/core';
import { AccessService } from './access.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { IdentityClock } from './clock';
import { Enterprise } from './enterprise.entity';
import { EnterpriseService } from './enterprise.service';
import { Group } from './group.entity';
import { GroupController } from './group.controller';
import { GroupService } from './group.service';
import { IdentitySeeder } from './identity.seeder';
import { Menu } from './menu.entity';
import { MenuController } from './menu.controller';
import { MenuService } from './menu.service';
import { Organization } from './organization.entity';
import { OrganizationController } from './organization.controller';
import { OrganizationService } from './organization.service';
import { Position } from './position.entity';
import { PositionController } from './position.controller';
import { PositionService } from './position.service';
import { PositionRole } from './position-role.entity';
import { identityRateLimits } from './rate-limits';
import { Registration } from './registration.entity';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';
import { Role } from './role.entity';
import { RoleController } from './role.controller';
import { RoleMenu } from './role-menu.entity';
import { RoleScope } from './role-scope.entity';
import { RoleService } from './role.service';
import { Session } from './session.entity';
import { SessionService } from './session.service';
import { SmsCode } from './sms-code.entity';
import { SmsCodeController } from './sms-code.controller';
import { SmsCodeService } from './sms-code.service';
import { User } from './user.entity';
import { UserController } from './user.controller';
import { UserAccountController } from './user-account.controller';
import { UserAccountService } from './user-account.service';
import { UserRole } from './user-role.entity';
import { UserService } from './user.service';
import { DictionaryModule } from '@gengyun/dictionary';
import { IdentityOptions } from './identity-options';
import { CompanyRegistration } from './company-registration.entity';
import { CompanyRegistrationService } from './company-registration.service';
import { PlatformSeeder } from './platform.seeder';
import { PlatformTenant } from './platform-tenant';
import { TenantController } from './tenant.controller';
import { TenantPurgeService } from './tenant-purge.service';
import { TenantService } from './tenant.service';
import { TenantSetupService } from './tenant-setup.service';
import { menuEntries } from '@gengyun/core';
import { IDENTITY_MENU } from './identity.permissions';

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
  ],
  exports: [SESSION_RESOLVER, SessionService, EnterpriseService, UserService, RoleService, MenuService, IdentitySeeder, IdentityClock, TenantPurgeService],
})
export class IdentityModule {
  constructor(config: AppConfig) {
    identityRateLimits.loginPerMinute = config.rateLimits.loginPerMinute;
    identityRateLimits.smsPerMinute = config.rateLimits.smsPerMinute;
  }
}
