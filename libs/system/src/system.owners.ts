import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners, BusinessError, type AuthContext } from '@gengyun/core';
import { FileBusinessRegistry } from '@gengyun/files';
import { ENTERPRISE_BUSINESS_NO } from './enterprise-info/enterprise-info.service';
import { NOTICE_BUSINESS_NO, NoticeService } from './notice/notice.service';
import { SYSTEM_CONFIG_BUSINESS_NO } from './config/system-config.service';

/** The enterprise's own settings are logged under its id: another id is "not found". */
const ownEnterprise = (ctx: Pick<AuthContext, 'enterpriseId'>, id: number): Promise<void> =>
  id === ctx.enterpriseId ? Promise.resolve() : Promise.reject(BusinessError.notFound());

/** Who may read the change logs of this area's objects, and change the files attached to them. */
@Injectable()
export class SystemOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly files: FileBusinessRegistry,
    private readonly notices: NoticeService,
  ) {}

  onModuleInit(): void {
    this.audit.register(SYSTEM_CONFIG_BUSINESS_NO, { permissions: [P.system.configList, P.system.config, P.system.audit], check: ownEnterprise });
    this.audit.register(ENTERPRISE_BUSINESS_NO, { permissions: [P.system.enterprise], check: ownEnterprise });
    this.audit.register(NOTICE_BUSINESS_NO, {
      permissions: [P.system.noticeList, P.system.notice, P.system.noticePublish],
      check: async (ctx, id) => void (await this.notices.detail(ctx, id)),
    });
    // The logo: uploaded with the enterprise form (before or with the save), by who may edit the enterprise's information.
    this.files.registerOwner(ENTERPRISE_BUSINESS_NO, { find: ownEnterprise, edit: [P.system.enterprise], unbound: [P.system.enterprise], countsPictures: false });
  }
}
