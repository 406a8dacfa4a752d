import type { Lang } from '../i18n/catalog';

/** `/language/update` and `/language/add`: both texts of a key. */
export type LanguageTextsRequest = {
  key: string;
  zh_CN: string;
  en_US: string;
};

/** `/languageCompany/update`: the enterprise's text for one key and language. */
export type CompanyTextRequest = {
  key: string;
  lang: Lang;
  text: string;
};
