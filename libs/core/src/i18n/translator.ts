import { Injectable } from '@nestjs/common';
import { DEFAULT_LANG, format, isMessageKey, messages, type Lang } from '@gengyun/contracts';

/** Where edited texts and company overrides come from (the i18n area); the shipped catalogue is the fallback. */
export interface TranslationSource {
  /** key → text for the language, with the enterprise's overrides applied. Cached by the source. */
  texts(lang: Lang, enterpriseId?: number): Promise<ReadonlyMap<string, string>>;
}

@Injectable()
export class Translator {
  private source?: TranslationSource;

  useSource(source: TranslationSource): void {
    this.source = source;
  }

  async t(key: string, lang: Lang = DEFAULT_LANG, params: readonly unknown[] = [], enterpriseId?: number): Promise<string> {
    const stored = this.source ? (await this.source.texts(lang, enterpriseId)).get(key) : undefined;
    return format(stored ?? this.shipped(key, lang), params);
  }

  shipped(key: string, lang: Lang = DEFAULT_LANG): string {
    return isMessageKey(key) ? messages[key][lang] : key;
  }
}

export const parseLang = (value: unknown): Lang | undefined => {
  if (typeof value !== 'string') return undefined;
  const v = value.toLowerCase().replace('-', '_');
  if (v.startsWith('en')) return 'en_US';
  if (v.startsWith('zh')) return 'zh_CN';
  return undefined;
};
