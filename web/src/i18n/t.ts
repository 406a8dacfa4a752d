import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@gengyun/contracts';
import { i18n } from './i18n-instance';

export type LabelParams = readonly unknown[] | Record<string, unknown>;

const toOptions = (params?: LabelParams): Record<string, unknown> | undefined =>
  params === undefined ? undefined : Array.isArray(params) ? { ...params } : (params as Record<string, unknown>);

/** Translates a known key outside React (client toasts, validators). */
export const translate = (key: MessageKey, params?: LabelParams): string => i18n.t(key, toOptions(params));

/** Translates a key that only the server may know (menu langkeys); falls back to the given text. */
export const translateLoose = (key: string | undefined, fallback = ''): string =>
  key && i18n.exists(key) ? i18n.t(key) : fallback || key || '';

export type TFunction = (key: MessageKey, params?: LabelParams) => string;

/** Typed translation hook: re-renders on language or label changes. */
export function useT(): { t: TFunction; tLoose: typeof translateLoose; lang: string } {
  const { t: raw, i18n: instance } = useTranslation();
  const t = useCallback<TFunction>((key, params) => raw(key, toOptions(params)), [raw]);
  const tLoose = useCallback(
    (key: string | undefined, fallback = '') => (key && instance.exists(key) ? raw(key) : fallback || key || ''),
    [raw, instance],
  );
  return { t, tLoose, lang: instance.language };
}
