import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { I18nCompanyText, I18nText } from './i18n-text.entity';
import type { CompanyDeleteDto, CompanyPageDto, CompanyTextRow, CompanyUpdateDto } from './language.dto';
import { LanguageService } from './language.service';
import { TranslationStore } from './translation-store.service';

export const LANGUAGE_COMPANY_BUSINESS_NO = 'languageCompany';

/** An enterprise's own texts: they replace the store's text of a key and language for that enterprise only. */
@Injectable()
export class LanguageCompanyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(I18nCompanyText) private readonly repo: Repository<I18nCompanyText>,
    @InjectRepository(I18nText) private readonly texts: Repository<I18nText>,
    private readonly languages: LanguageService,
    private readonly store: TranslationStore,
    private readonly audit: AuditService,
  ) {}

  async pageList(ctx: AuthContext, dto: CompanyPageDto): Promise<Page<CompanyTextRow>> {
    const qb = scoped(this.repo.createQueryBuilder('c'), ctx);
    if (dto.lang) qb.andWhere('c.lang = :lang', { lang: dto.lang });
    whereKeyword(qb, dto.keyword, ['c.lang_key', 'c.text']);
    const page = await paginate(qb.orderBy('c.lang_key', 'ASC').addOrderBy('c.lang', 'DESC'), dto);
    const keys = [...new Set(page.rows.map((r) => r.lang_key))];
    const defaults = keys.length ? await this.texts.find({ where: { lang_key: In(keys) } }) : [];
    const byKey = new Map(defaults.map((d) => [`${d.lang_key}|${d.lang}`, d.text]));
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        id: r.id,
        key: r.lang_key,
        lang: r.lang,
        text: r.text,
        default_text: byKey.get(`${r.lang_key}|${r.lang}`) ?? null,
        update_time: r.update_time,
      })),
    };
  }

  /** Creates or replaces the enterprise's text for a key the store knows. */
  async update(ctx: AuthContext, dto: CompanyUpdateDto): Promise<CompanyTextRow> {
    if (!(await this.languages.hasKey(dto.key))) throw BusinessError.notFound();
    const id = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(I18nCompanyText);
      const existing = await repo.findOneBy({ enterprise_id: ctx.enterpriseId, lang_key: dto.key, lang: dto.lang });
      const row = existing ?? repo.create({ enterprise_id: ctx.enterpriseId, lang_key: dto.key, lang: dto.lang, create_user_id: ctx.userId });
      row.text = dto.text;
      const saved = await repo.save(row);
      const action = existing ? 'common.audit.updated' : 'common.audit.created';
      await this.audit.record(ctx, LANGUAGE_COMPANY_BUSINESS_NO, saved.id, [{ key: action, params: [`${dto.key} (${dto.lang})`] }], manager);
      return saved.id;
    });
    this.store.invalidateEnterprise(ctx.enterpriseId);
    const saved = await findScoped(this.repo, ctx, id);
    const standard = await this.texts.findOneBy({ lang_key: dto.key, lang: dto.lang });
    return { id, key: saved.lang_key, lang: saved.lang, text: saved.text, default_text: standard?.text ?? null, update_time: saved.update_time };
  }

  /** Removes an override; the enterprise sees the store's text again. */
  async delete(ctx: AuthContext, dto: CompanyDeleteDto): Promise<void> {
    const row = await findScoped(this.repo, ctx, dto.id);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(I18nCompanyText, { id: row.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, LANGUAGE_COMPANY_BUSINESS_NO, row.id, [{ key: 'common.audit.deleted', params: [`${row.lang_key} (${row.lang})`] }], manager);
    });
    this.store.invalidateEnterprise(ctx.enterpriseId);
  }
}
