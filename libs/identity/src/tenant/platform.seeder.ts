import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig, MenuRegistry, PlatformRole } from '@gengyun/core';
import { Enterprise } from './enterprise.entity';
import { MenuService } from '../menu/menu.service';
import { hashPassword } from '../auth/password';
import { PlatformTenant } from './platform-tenant';
import { systemContext } from './enterprise.service';
import { TenantSetupService } from './tenant-setup.service';
import { User } from '../user/user.entity';

export const PLATFORM_ENTERPRISE_NAME = '平台运营';

/**
 * At every start of an api process: the menu tree every area declared and the platform operator's enterprise
 * (`PLATFORM_ENTERPRISE_CODE`) with its administrator role, and its administrator (`PLATFORM_ADMIN_ACCOUNT`) when
 * `PLATFORM_ADMIN_PASSWORD` is set and the account does not exist yet. Idempotent; several api processes starting
 * together retry once over each other's rows.
 */
@Injectable()
export class PlatformSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Platform');

  constructor(
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly menus: MenuService,
    private readonly setup: TenantSetupService,
    private readonly platform: PlatformTenant,
    private readonly config: AppConfig,
    private readonly role: PlatformRole,
    private readonly registry: MenuRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.role.role !== 'api') return;
    await this.ensure();
  }

  /** Returns the platform enterprise's id; `demoPassword` is used when no password is configured. */
  async ensure(demoPassword?: string): Promise<number> {
    try {
      return await this.ensureOnce(demoPassword);
    } catch (error) {
      this.logger.warn(`platform seed retried after: ${String(error)}`);
      return this.ensureOnce(demoPassword);
    }
  }

  private async ensureOnce(demoPassword?: string): Promise<number> {
    await this.menus.seed(this.registry.tree());
    const { enterpriseCode, adminAccount, adminPassword } = this.config.platform;
    let enterprise = await this.enterprises.findOne({ where: { code: enterpriseCode } });
    if (!enterprise) {
      enterprise = await this.enterprises.save(
        this.enterprises.create({ code: enterpriseCode, name: PLATFORM_ENTERPRISE_NAME, status: 'normal', paid_user_limit: null, expire_time: null, purge_time: null }),
      );
      this.platform.reset();
      this.logger.log(`created the platform enterprise "${enterpriseCode}"`);
    }
    const platformId = enterprise.id;
    await this.enterprises.manager.transaction((m) => this.setup.adminRoleIn(m, systemContext(platformId), platformId));
    const password = adminPassword ?? demoPassword;
    if (password && !(await this.users.exist({ where: { enterprise_id: enterprise.id, account: adminAccount } }))) {
      const admin = { account: adminAccount, name: adminAccount, phone: null, passwordHash: await hashPassword(password) };
      await this.enterprises.manager.transaction((m) => this.setup.addAdministratorIn(m, systemContext(platformId), platformId, admin));
      this.logger.log(`created the platform administrator "${adminAccount}"`);
    }
    return enterprise.id;
  }
}
