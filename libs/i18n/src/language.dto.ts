import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { Type } from 'class-transformer';
import {
  LABEL_KEY_MAX,
  LABEL_KEY_PATTERN as KEY_PATTERN,
  LABEL_TEXT_MAX as TEXT_MAX,
  LANGS,
  type CompanyTextRequest,
  type CompanyTextRow as CompanyTextRowShape,
  type Lang,
  type LanguageRow as LanguageRowShape,
  type LanguageTextsRequest,
} from '@gengyun/contracts';
import { PageQueryDto, type Sendable } from '@gengyun/core';

export class LangInfoDto {
  @IsOptional() @IsIn(LANGS) lang?: Lang;
}

export class LanguagePageDto extends PageQueryDto {}

/** Both texts of a key; used to edit a stored key and to add a custom label. */
export class LanguageTextsDto implements LanguageTextsRequest {
  @IsNotEmpty() @IsString() @MaxLength(LABEL_KEY_MAX) @Matches(KEY_PATTERN) key!: string;
  @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) zh_CN!: string;
  @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) en_US!: string;
}

export class CompanyPageDto extends PageQueryDto {
  @IsOptional() @IsIn(LANGS) lang?: Lang;
}

/** Sets the caller's enterprise text for one key and language (creates or replaces the override). */
export class CompanyUpdateDto implements CompanyTextRequest {
  @IsNotEmpty() @IsString() @MaxLength(LABEL_KEY_MAX) @Matches(KEY_PATTERN) key!: string;
  @IsNotEmpty() @IsIn(LANGS) lang!: Lang;
  @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) text!: string;
}

export class CompanyDeleteDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

/** What the language lists answer; the shapes are the contracts'. */
export type LanguageRow = Sendable<LanguageRowShape>;
export type CompanyTextRow = Sendable<CompanyTextRowShape>;
