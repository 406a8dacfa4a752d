import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { RowViewButtons } from '@/components/RowViewButtons';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { languageColumns, type LanguageDraft } from './columns';
import { LanguageForm } from './LanguageForm';
import { checkTexts, languageSavePayload, useLanguagePage, useUpdateLanguage, type LanguageRow } from './language.api';

const EMPTY: LanguageDraft = { zh_CN: '', en_US: '' };

/** /gengyun/language: every label key with zh_CN and en_US side by side; inline edit, add custom keys. */
export function LanguageListPage(): ReactElement {
  const { t } = useT();
  const toast = useToast();
  const can = useCan();
  const canEdit = can(Permission.language.edit);
  const search = useSearchHelper();
  const list = useLanguagePage(search.params);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [draft, setDraft] = useState<LanguageDraft>(EMPTY);
  const [adding, setAdding] = useState(false);
  const update = useUpdateLanguage(() => setEditingKey(null));

  const columns = useMemo(() => languageColumns({ t, editingKey, draft, onDraft: setDraft }), [t, editingKey, draft]);

  const save = (row: LanguageRow): void => {
    const problem = checkTexts(draft);
    if (problem) {
      void toast.error(t(problem));
      return;
    }
    update.mutate(languageSavePayload(row.key, draft));
  };

  return (
    <Card title={t('menu.admin.language')} data-testid="language-page">
      <div data-testid="language-search">
        <SearchBar
        keyword={search.params.keyword}
        placeholderKey="i18n.admin.language.searchPlaceholder"
        onSearch={(keyword) => {
          setEditingKey(null);
          search.search(keyword);
        }}
        onReset={search.reset}
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="language-add">
              {t('i18n.language.actions.add')}
            </Button>
          )
        }
        />
      </div>
      <DataTable<LanguageRow>
        primaryKey="key"
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        paging={pagingOf(search, list)}
        actions={
          canEdit
            ? (row) => {
                const editing = editingKey === row.key;
                return (
                  <span data-testid={editing ? `language-row-editing-${row.key}` : `language-row-edit-${row.key}`}>
                    <RowViewButtons
                      editing={editing}
                      saving={editing && update.isPending}
                      onEdit={() => {
                        setDraft({ zh_CN: row.zh_CN, en_US: row.en_US });
                        setEditingKey(row.key);
                      }}
                      onCancel={() => setEditingKey(null)}
                      onSave={() => save(row)}
                    />
                  </span>
                );
              }
            : undefined
        }
      />
      {canEdit && <LanguageForm open={adding} onClose={() => setAdding(false)} />}
    </Card>
  );
}
