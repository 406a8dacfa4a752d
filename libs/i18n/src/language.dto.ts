import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { LANGS, type Lang } from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';

export const KEY_PATTERN = /^[A-Za-z][\w.-]{0,149}$/;
const TEXT_MAX = 2000;

export class LangInfoDto {
  @IsOptional() @IsIn(LANGS) lang?: Lang;
}

export class LanguagePageDto extends PageQueryDto {}

/** Both texts of a key; used to edit a stored key and to add a custom label. */
export class LanguageTextsDto {
  @IsNotEmpty() @IsString() @MaxLength(150) @Matches(KEY_PATTERN) key!: string;
  @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) zh_CN!: string;
  @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) en_US!: string;
}

export class CompanyPageDto extends PageQueryDto {
  @IsOptional() @IsIn(LANGS) lang?: Lang;
}

/** Sets the caller's enterprise text for one key and language (creates or replaces the override). */
export class CompanyUpdateDto {
  @IsNotEmpty() @IsString() @MaxLength(150) @Matches(KEY_PATTERN) key!: string;
  @IsNotEmpty() @IsIn(LANGS) lang!: Lang;
  @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) text!: string;
}

export class CompanyDeleteDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export interface LanguageRow {
  key: string;
  zh_CN: string;
  en_US: string;
  is_custom: boolean;
  edited: boolean;
  update_time: Date;
}

export interface CompanyTextRow {
  id: number;
  key: string;
  lang: Lang;
  text: string;
  /** The store's text for the key and language, for comparison. */
  default_text: string | null;
  update_time: Date;
}
