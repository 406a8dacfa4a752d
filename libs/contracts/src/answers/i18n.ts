import { z } from 'zod';
import { LANGS, type Lang } from '../i18n/catalog';
import { id, pageOf, timestamp } from './common';

const lang = z.enum(LANGS as readonly [Lang, ...Lang[]]);

/** `/getDefaultLangInfo`: every label in one language (with the enterprise's overrides for a session). */
export const LangInfo = z.object({ lang, langs: z.array(lang), data: z.record(z.string(), z.string()) }).meta({ id: 'LangInfo' });
export type LangInfo = z.infer<typeof LangInfo>;

/** A label key with both texts. */
export const LanguageRow = z
  .object({
    key: z.string(),
    zh_CN: z.string(),
    en_US: z.string(),
    /** Added by an administrator rather than shipped. */
    is_custom: z.boolean(),
    /** A shipped text changed by an administrator. */
    edited: z.boolean(),
    update_time: timestamp,
  })
  .meta({ id: 'LanguageRow' });
export type LanguageRow = z.infer<typeof LanguageRow>;
export const LanguagePage = pageOf(LanguageRow);

/** An enterprise's own text for one key and language. */
export const CompanyTextRow = z
  .object({
    id,
    key: z.string(),
    lang,
    text: z.string(),
    /** The store's text for the key and language, for comparison. */
    default_text: z.string().nullable(),
    update_time: timestamp,
  })
  .meta({ id: 'CompanyTextRow' });
export type CompanyTextRow = z.infer<typeof CompanyTextRow>;
export const CompanyTextPage = pageOf(CompanyTextRow);
