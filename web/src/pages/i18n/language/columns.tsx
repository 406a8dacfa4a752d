import type { ReactNode } from 'react';
import { Input, Tag } from 'antd';
import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { TFunction } from '@/i18n/t';
import type { LanguageRow, LanguageTexts } from './language.api';

export type LanguageDraft = Pick<LanguageTexts, 'zh_CN' | 'en_US'>;

export interface LanguageColumnsInput {
  t: TFunction;
  editingKey: string | null;
  draft: LanguageDraft;
  onDraft: (draft: LanguageDraft) => void;
}

const sourceTag = (row: LanguageRow, t: TFunction): ReactNode => {
  if (row.is_custom) return <Tag color="purple">{t('i18n.language.fields.custom')}</Tag>;
  if (row.edited) return <Tag color="orange">{t('i18n.language.fields.edited')}</Tag>;
  return <Tag>{t('i18n.admin.language.shipped')}</Tag>;
};

/** Key, Chinese and English side by side; the row being edited shows inputs for both texts. */
export function languageColumns({ t, editingKey, draft, onDraft }: LanguageColumnsInput): DataColumn<LanguageRow>[] {
  const textCell = (lang: keyof LanguageDraft) => (value: unknown, row: LanguageRow): ReactNode =>
    row.key === editingKey ? (
      <Input.TextArea
        autoSize={{ minRows: 1, maxRows: 6 }}
        value={draft[lang]}
        aria-label={t(`i18n.language.fields.${lang}`)}
        data-testid={`language-row-input-${lang}-${row.key}`}
        onChange={(event) => onDraft({ ...draft, [lang]: event.target.value })}
      />
    ) : (
      String(value ?? '')
    );
  return [
    textColumn<LanguageRow>({ key: 'key', titleKey: 'i18n.language.fields.key', width: 280, hideable: false, align: 'left' }),
    textColumn<LanguageRow>({ key: 'zh_CN', titleKey: 'i18n.language.fields.zh_CN', width: 300, align: 'left', ellipsis: false, format: textCell('zh_CN') }),
    textColumn<LanguageRow>({ key: 'en_US', titleKey: 'i18n.language.fields.en_US', width: 300, align: 'left', ellipsis: false, format: textCell('en_US') }),
    textColumn<LanguageRow>({ key: 'source', titleKey: 'i18n.admin.language.source', width: 100, format: (_v, row) => sourceTag(row, t) }),
    dateColumn<LanguageRow>({ key: 'update_time', titleKey: 'systemAdmin.common.updateTime', defaultHidden: true }),
  ];
}
