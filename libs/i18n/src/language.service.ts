import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { isMessageKey, messages, type Lang, type Page } from '@gengyun/contracts';
import { AuditService, BusinessError, whereKeyword, type AuthContext } from '@gengyun/core';
import { I18nText } from './i18n-text.entity';
import type { LanguagePageDto, LanguageRow, LanguageTextsDto } from './language.dto';
import { placeholdersOf, samePlaceholders } from './placeholders';
import { TranslationStore } from './translation-store.service';

export const LANGUAGE_BUSINESS_NO = 'language';

/** The platform-wide translation store: browse both languages side by side, edit texts, add custom labels. */
@Injectable()
export class LanguageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(I18nText) private readonly repo: Repository<I18nText>,
    private readonly store: TranslationStore,
    private readonly audit: AuditService,
  ) {}

  /** Keys whose key, Chinese or English text contains the keyword, ordered by key. */
  async pageList(page: LanguagePageDto): Promise<Page<LanguageRow>> {
    const qb = this.repo
      .createQueryBuilder('z')
      .leftJoin(I18nText, 'e', 'e.lang_key = z.lang_key AND e.lang = :en', { en: 'en_US' })
      .where('z.lang = :zh', { zh: 'zh_CN' });
    whereKeyword(qb, page.keyword, ['z.lang_key', 'z.text', 'e.text']);
    const total = await qb.getCount();
    const zh = await qb
      .orderBy('z.lang_key', 'ASC')
      .offset((page.pageNumber - 1) * page.pageSize)
      .limit(page.pageSize)
      .getMany();
    const en = zh.length ? await this.repo.find({ where: { lang: 'en_US', lang_key: In(zh.map((r) => r.lang_key)) } }) : [];
    const enByKey = new Map(en.map((r) => [r.lang_key, r]));
    const rows = zh.map((z): LanguageRow => {
      const e = enByKey.get(z.lang_key);
      return {
        key: z.lang_key,
        zh_CN: z.text,
        en_US: e?.text ?? '',
        is_custom: z.is_custom,
        edited: z.edited || Boolean(e?.edited),
        update_time: e && e.update_time > z.update_time ? e.update_time : z.update_time,
      };
    });
    return { rows, total };
  }

  /** Replaces both texts of a stored key; the catalogue sync keeps them from now on. */
  async update(ctx: AuthContext, dto: LanguageTextsDto): Promise<LanguageRow> {
    const rows = await this.repo.find({ where: { lang_key: dto.key } });
    if (!rows.length) throw BusinessError.notFound();
    const isCustom = rows.some((r) => r.is_custom);
    this.checkPlaceholders(dto, isCustom);
    await this.dataSource.transaction(async (manager) => {
      for (const lang of ['zh_CN', 'en_US'] as const) {
        const row = rows.find((r) => r.lang === lang);
        await this.write(manager, dto.key, lang, dto[lang], row, isCustom);
      }
      const zhId = (await manager.findOneByOrFail(I18nText, { lang_key: dto.key, lang: 'zh_CN' })).id;
      await this.audit.record(ctx, LANGUAGE_BUSINESS_NO, zhId, [{ key: 'common.audit.updated', params: [dto.key] }], manager);
    });
    this.store.invalidateAll();
    return this.row(dto.key);
  }

  /** A new label key for screens or dictionary items, in both languages. */
  async add(ctx: AuthContext, dto: LanguageTextsDto): Promise<LanguageRow> {
    if (await this.hasKey(dto.key)) throw BusinessError.conflict('common.errors.alreadyExists');
    this.checkPlaceholders(dto, true);
    await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      await manager.insert(I18nText, [
        { lang_key: dto.key, lang: 'zh_CN', text: dto.zh_CN, is_custom: true, edited: true, update_time: now },
        { lang_key: dto.key, lang: 'en_US', text: dto.en_US, is_custom: true, edited: true, update_time: now },
      ]);
      const zhId = (await manager.findOneByOrFail(I18nText, { lang_key: dto.key, lang: 'zh_CN' })).id;
      await this.audit.record(ctx, LANGUAGE_BUSINESS_NO, zhId, [{ key: 'common.audit.created', params: [dto.key] }], manager);
    });
    this.store.invalidateAll();
    return this.row(dto.key);
  }

  /** Whether the store (or, before the first sync, the shipped catalogue) knows the key. */
  async hasKey(key: string): Promise<boolean> {
    return isMessageKey(key) || (await this.repo.exist({ where: { lang_key: key } }));
  }

  private async row(key: string): Promise<LanguageRow> {
    const rows = await this.repo.find({ where: { lang_key: key } });
    const zh = rows.find((r) => r.lang === 'zh_CN');
    const en = rows.find((r) => r.lang === 'en_US');
    return {
      key,
      zh_CN: zh?.text ?? '',
      en_US: en?.text ?? '',
      is_custom: rows.some((r) => r.is_custom),
      edited: rows.some((r) => r.edited),
      update_time: zh?.update_time ?? new Date(),
    };
  }

  private async write(
    manager: EntityManager,
    key: string,
    lang: Lang,
    text: string,
    row: I18nText | undefined,
    isCustom: boolean,
  ): Promise<void> {
    const now = new Date();
    if (row) await manager.update(I18nText, { id: row.id }, { text, edited: true, update_time: now });
    else await manager.insert(I18nText, { lang_key: key, lang, text, is_custom: isCustom, edited: true, update_time: now });
  }

  /** Both languages use the same placeholders, and a shipped key keeps the catalogue's. */
  private checkPlaceholders(dto: LanguageTextsDto, isCustom: boolean): void {
    if (!samePlaceholders(dto.zh_CN, dto.en_US)) {
      throw new BusinessError('i18n.errors.placeholderMismatch', 422, [placeholdersOf(dto.zh_CN).map((p) => `{${p}}`).join(' ') || '-']);
    }
    if (!isCustom && isMessageKey(dto.key) && !samePlaceholders(messages[dto.key].zh_CN, dto.zh_CN)) {
      throw new BusinessError('i18n.errors.placeholderChanged', 422, [placeholdersOf(messages[dto.key].zh_CN).map((p) => `{${p}}`).join(' ') || '-']);
    }
  }
}
