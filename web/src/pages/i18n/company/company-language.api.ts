import { LANGS, type CompanyTextRequest, type CompanyTextRow, type Lang, type Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { languageKeys, refreshLabels, type LanguageRow } from '../language/language.api';

/** An enterprise override, as /languageCompany/pageList answers. */
export type { CompanyTextRow };
export type CompanyTextInput = CompanyTextRequest;

export const COMPANY_LANGS = LANGS;

export const useCompanyLanguagePage = (params: PagedParams & { lang?: Lang }) =>
  usePagedQuery<CompanyTextRow>(languageKeys.companyList(), '/languageCompany/pageList', params);

const after = (onDone?: () => void) => () => {
  onDone?.();
  void refreshLabels();
};

/** Creates or replaces the override of a key and language. */
export const useSaveCompanyText = (onDone: () => void) =>
  useActionMutation<CompanyTextInput & Record<string, unknown>, CompanyTextRow>('/languageCompany/update', {
    invalidate: [languageKeys.company],
    onSuccess: after(onDone),
  });

export const useDeleteCompanyText = () =>
  useActionMutation<{ id: number }>('/languageCompany/delete', { invalidate: [languageKeys.company], onSuccess: after() });

/** Keys for the choose dialog (the store's keys with both texts). */
export const fetchLanguageKeys = (params: Record<string, unknown>): Promise<Page<LanguageRow>> =>
  call<Page<LanguageRow>>('/language/pageList', { keyword: params.keyword, pageNumber: params.pageNumber, pageSize: params.pageSize }, { noLoading: true });
