import { Body, Controller, Post, Req } from '@nestjs/common';
import { DEFAULT_LANG, LANGS, Permission as P, type Lang, type Page } from '@gengyun/contracts';
import { Ctx, Permission, Public, reply, type AppRequest, type AuthContext, type Reply } from '@gengyun/core';
import {
  CompanyDeleteDto,
  CompanyPageDto,
  CompanyUpdateDto,
  LangInfoDto,
  LanguagePageDto,
  LanguageTextsDto,
  type CompanyTextRow,
  type LanguageRow,
} from './language.dto';
import { LanguageCompanyService } from './language-company.service';
import { LanguageService } from './language.service';
import { TranslationStore } from './translation-store.service';

export interface LangInfo {
  lang: Lang;
  langs: readonly Lang[];
  data: Record<string, string>;
}

@Controller()
export class LanguageController {
  constructor(
    private readonly store: TranslationStore,
    private readonly languages: LanguageService,
    private readonly company: LanguageCompanyService,
  ) {}

  /** Every label in one language; a session adds the user's language and the enterprise's overrides. */
  @Public()
  @Post('/getDefaultLangInfo')
  async langInfo(@Req() req: AppRequest, @Body() dto: LangInfoDto): Promise<LangInfo> {
    const lang = dto.lang ?? req.auth?.lang ?? req.lang ?? DEFAULT_LANG;
    const texts = await this.store.texts(lang, req.auth?.enterpriseId);
    return { lang, langs: LANGS, data: Object.fromEntries(texts) };
  }

  @Permission(P.language.list, P.language.edit)
  @Post('/language/pageList')
  pageList(@Body() dto: LanguagePageDto): Promise<Page<LanguageRow>> {
    return this.languages.pageList(dto);
  }

  @Permission(P.language.edit)
  @Post('/language/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: LanguageTextsDto): Promise<Reply<LanguageRow>> {
    return reply(await this.languages.update(ctx, dto));
  }

  @Permission(P.language.edit)
  @Post('/language/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: LanguageTextsDto): Promise<Reply<LanguageRow>> {
    return reply(await this.languages.add(ctx, dto));
  }

  @Permission(P.language.company)
  @Post('/languageCompany/pageList')
  companyPage(@Ctx() ctx: AuthContext, @Body() dto: CompanyPageDto): Promise<Page<CompanyTextRow>> {
    return this.company.pageList(ctx, dto);
  }

  @Permission(P.language.company)
  @Post('/languageCompany/update')
  async companyUpdate(@Ctx() ctx: AuthContext, @Body() dto: CompanyUpdateDto): Promise<Reply<CompanyTextRow>> {
    return reply(await this.company.update(ctx, dto));
  }

  @Permission(P.language.company)
  @Post('/languageCompany/delete')
  async companyDelete(@Ctx() ctx: AuthContext, @Body() dto: CompanyDeleteDto): Promise<Reply<null>> {
    await this.company.delete(ctx, dto);
    return reply(null);
  }
}
