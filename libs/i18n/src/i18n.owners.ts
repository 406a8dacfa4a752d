import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners, BusinessError, findScoped } from '@gengyun/core';
import { I18nCompanyText, I18nText } from './i18n-text.entity';
import { LANGUAGE_BUSINESS_NO } from './language.service';
import { LANGUAGE_COMPANY_BUSINESS_NO } from './language-company.service';

/** Who may read the change logs of texts: platform texts (logged per enterprise under the zh_CN row) and an enterprise's own. */
@Injectable()
export class I18nOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    @InjectRepository(I18nText) private readonly texts: Repository<I18nText>,
    @InjectRepository(I18nCompanyText) private readonly companyTexts: Repository<I18nCompanyText>,
  ) {}

  onModuleInit(): void {
    this.audit.register(LANGUAGE_BUSINESS_NO, {
      permissions: [P.language.list, P.language.edit],
      check: async (_ctx, id) => {
        if (!(await this.texts.exist({ where: { id } }))) throw BusinessError.notFound();
      },
    });
    this.audit.register(LANGUAGE_COMPANY_BUSINESS_NO, { permissions: [P.language.company], check: async (ctx, id) => void (await findScoped(this.companyTexts, ctx, id)) });
  }
}
