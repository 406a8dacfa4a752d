import { Body, Controller, Post, Req } from '@nestjs/common';
import { CompanyTextPage, CompanyTextRow, DEFAULT_LANG, LangInfo, LANGS, LanguagePage, LanguageRow, NoContent, Permission as P } from '@gengyun/contracts';
import { Answer, Ctx, Permission, Public, reply, type AppRequest, type AuthContext } from '@gengyun/core';
import {
  CompanyDeleteDto,
  CompanyPageDto,
  CompanyUpdateDto,
  LangInfoDto,
  LanguagePageDto,
  LanguageTextsDto,
} from './language.dto';
import { LanguageCompanyService } from './language-company.service';
import { LanguageService } from './language.service';
import { TranslationStore } from './translation-store.service';

@Controller()
export class LanguageController {
  constructor(
    private readonly store: TranslationStore,
    private readonly languages: LanguageService,
    private readonly company: LanguageCompanyService,
  ) {}

  /** Every label in one language; a session adds the user's language and the enterprise's overrides. */
  @Public()
  @Answer(LangInfo)
  @Post('/getDefaultLangInfo')
  async langInfo(@Req() req: AppRequest, @Body() dto: LangInfoDto) {
    const lang = dto.lang ?? req.auth?.lang ?? req.lang ?? DEFAULT_LANG;
    const texts = await this.store.texts(lang, req.auth?.enterpriseId);
    return { lang, langs: LANGS, data: Object.fromEntries(texts) };
  }

  @Permission(P.language.list, P.language.edit)
  @Answer(LanguagePage)
  @Post('/language/pageList')
  pageList(@Body() dto: LanguagePageDto) {
    return this.languages.pageList(dto);
  }

  @Permission(P.language.edit)
  @Answer(LanguageRow)
  @Post('/language/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: LanguageTextsDto) {
    return reply(await this.languages.update(ctx, dto));
  }

  @Permission(P.language.edit)
  @Answer(LanguageRow)
  @Post('/language/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: LanguageTextsDto) {
    return reply(await this.languages.add(ctx, dto));
  }

  @Permission(P.language.company)
  @Answer(CompanyTextPage)
  @Post('/languageCompany/pageList')
  companyPage(@Ctx() ctx: AuthContext, @Body() dto: CompanyPageDto) {
    return this.company.pageList(ctx, dto);
  }

  @Permission(P.language.company)
  @Answer(CompanyTextRow)
  @Post('/languageCompany/update')
  async companyUpdate(@Ctx() ctx: AuthContext, @Body() dto: CompanyUpdateDto) {
    return reply(await this.company.update(ctx, dto));
  }

  @Permission(P.language.company)
  @Answer(NoContent)
  @Post('/languageCompany/delete')
  async companyDelete(@Ctx() ctx: AuthContext, @Body() dto: CompanyDeleteDto) {
    await this.company.delete(ctx, dto);
    return reply(null);
  }
}
