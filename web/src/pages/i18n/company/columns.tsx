import { Tag } from 'antd';
import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { TFunction } from '@/i18n/t';
import type { LanguageRow } from '../language/language.api';
import type { CompanyTextRow } from './company-language.api';

export function companyColumns(t: TFunction): DataColumn<CompanyTextRow>[] {
  return [
    textColumn<CompanyTextRow>({ key: 'key', titleKey: 'i18n.language.fields.key', width: 260, hideable: false, align: 'left' }),
    textColumn<CompanyTextRow>({ key: 'lang', titleKey: 'i18n.language.fields.lang', width: 120, format: (value) => <Tag>{t(value === 'en_US' ? 'i18n.langs.en_US' : 'i18n.langs.zh_CN')}</Tag> }),
    textColumn<CompanyTextRow>({ key: 'text', titleKey: 'i18n.admin.company.text', width: 280, align: 'left' }),
    textColumn<CompanyTextRow>({ key: 'default_text', titleKey: 'i18n.language.fields.defaultText', width: 280, align: 'left' }),
    dateColumn<CompanyTextRow>({ key: 'update_time', titleKey: 'systemAdmin.common.updateTime' }),
  ];
}

/** Columns of the key choose dialog. */
export const keyChooseColumns: DataColumn<LanguageRow>[] = [
  textColumn<LanguageRow>({ key: 'key', titleKey: 'i18n.language.fields.key', align: 'left' }),
  textColumn<LanguageRow>({ key: 'zh_CN', titleKey: 'i18n.language.fields.zh_CN', align: 'left' }),
  textColumn<LanguageRow>({ key: 'en_US', titleKey: 'i18n.language.fields.en_US', align: 'left' }),
];
