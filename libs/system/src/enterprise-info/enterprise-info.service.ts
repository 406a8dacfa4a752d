import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService, BusinessError, type AuthContext, type UploadedFile } from '@gengyun/core';
import { FileService, isValidLogo } from '@gengyun/files';
import { EnterpriseInfo } from './enterprise-info.entity';
import type { EnterpriseInfoView, EnterpriseUpdateDto } from './enterprise-info.dto';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'scopes' | 'isAdmin' | 'permissions'>;

/** Logos are stored as files of this business number, attached to the enterprise id. */
export const ENTERPRISE_BUSINESS_NO = 'enterprise';

@Injectable()
export class EnterpriseInfoService {
  constructor(
    @InjectRepository(EnterpriseInfo) private readonly repo: Repository<EnterpriseInfo>,
    private readonly files: FileService,
    private readonly audit: AuditService,
  ) {}

  async info(ctx: Pick<AuthContext, 'enterpriseId'>): Promise<EnterpriseInfoView> {
    const row = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId } });
    return {
      name: row?.name ?? '',
      logo_file_id: row?.logo_file_id ?? null,
      address: row?.address ?? null,
      contact: row?.contact ?? null,
      phone: row?.phone ?? null,
      email: row?.email ?? null,
    };
  }

  /** The logo (uploaded now or chosen by id) must be a 144×48 PNG; it is checked before anything is written. */
  async update(ctx: Caller, dto: EnterpriseUpdateDto, uploads: readonly UploadedFile[]): Promise<EnterpriseInfoView> {
    const logos = uploads.filter((u) => u.fieldname === 'logo');
    const others = uploads.filter((u) => u.fieldname !== 'logo');
    if (others.length) throw new BusinessError('common.validation.unknownField', 422, [others[0]!.fieldname]);
    if (logos.length > 1) throw new BusinessError('files.errors.tooMany', 422, [1]);
    let logoId = dto.logo_file_id;
    if (logoId !== undefined) {
      const { data } = await this.files.read(ctx, logoId, ENTERPRISE_BUSINESS_NO);
      if (!isValidLogo(data)) throw new BusinessError('files.errors.logoSize', 422);
    }
    if (logos.length) {
      const check = (data: Buffer) => (isValidLogo(data) ? null : ('files.errors.logoSize' as const));
      const [saved] = await this.files.store(ctx, logos, { business_no: ENTERPRISE_BUSINESS_NO, data_id: ctx.enterpriseId, check });
      logoId = saved!.id;
    }
    const row = (await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId } })) ?? this.repo.create({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId });
    Object.assign(row, {
      name: dto.name,
      address: dto.address ?? null,
      contact: dto.contact ?? null,
      phone: dto.phone ?? null,
      email: dto.email ?? null,
      logo_file_id: logoId ?? row.logo_file_id ?? null,
    });
    await this.repo.save(row);
    await this.audit.record(ctx, ENTERPRISE_BUSINESS_NO, ctx.enterpriseId, [{ key: 'system.audit.enterpriseUpdated' }]);
    return this.info(ctx);
  }
}
