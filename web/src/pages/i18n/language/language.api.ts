import { LABEL_KEY_PATTERN, LABEL_TEXT_MAX, type LanguageRow, type LanguageTextsRequest, type MessageKey } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { currentLang, i18n } from '@/i18n/i18n-instance';
import { loadServerLabels } from '@/i18n/language';

/** Query keys of the language screens; mutations invalidate `all`. */
export const languageKeys = {
  all: ['language'] as const,
  list: () => [...languageKeys.all, 'list'] as const,
  company: ['languageCompany'] as const,
  companyList: () => [...languageKeys.company, 'list'] as const,
};

/** A key with both texts, as /language/pageList answers. */
export type { LanguageRow };

/** /language/update and /language/add body. */
export type LanguageTexts = LanguageTextsRequest;

/** Server rule for label keys: letters, digits, `.`, `_`, `-`, starting with a letter, at most 150. */
export const KEY_PATTERN = LABEL_KEY_PATTERN;
export const TEXT_MAX = LABEL_TEXT_MAX;

/** The body sent when an inline edit is saved: the row's key (never edited inline) and both texts. */
export const languageSavePayload = (key: string, draft: Pick<LanguageTexts, 'zh_CN' | 'en_US'>): LanguageTexts => ({
  key,
  zh_CN: draft.zh_CN,
  en_US: draft.en_US,
});

/** `{0}`/`{name}` placeholders of a text, sorted; both languages must use the same set. */
export const placeholdersOf = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[0]))].sort();
export const samePlaceholders = (a: string, b: string): boolean => placeholdersOf(a).join() === placeholdersOf(b).join();

/** After a text changes, the shell's own labels are reloaded and every screen re-renders with them. */
export async function refreshLabels(): Promise<void> {
  const lang = currentLang();
  await loadServerLabels(lang);
  await i18n.changeLanguage(lang);
}

export const useLanguagePage = (params: PagedParams) => usePagedQuery<LanguageRow>(languageKeys.list(), '/language/pageList', params);

export const useUpdateLanguage = (onDone: () => void) =>
  useActionMutation<LanguageTexts & Record<string, unknown>, LanguageRow>('/language/update', {
    invalidate: [languageKeys.all],
    onSuccess: () => {
      onDone();
      void refreshLabels();
    },
  });

export const useAddLanguage = (onDone: () => void) =>
  useActionMutation<LanguageTexts & Record<string, unknown>, LanguageRow>('/language/add', {
    invalidate: [languageKeys.all],
    onSuccess: () => {
      onDone();
      void refreshLabels();
    },
  });

/** Client mirror of the server's text rules; the label key of the first problem, or null. */
export function checkTexts(draft: Pick<LanguageTexts, 'zh_CN' | 'en_US'>): MessageKey | null {
  if (!draft.zh_CN.trim() || !draft.en_US.trim()) return 'i18n.admin.errors.textsRequired';
  if (draft.zh_CN.length > TEXT_MAX || draft.en_US.length > TEXT_MAX) return 'i18n.admin.errors.textTooLong';
  if (!samePlaceholders(draft.zh_CN, draft.en_US)) return 'i18n.admin.errors.placeholders';
  return null;
}
