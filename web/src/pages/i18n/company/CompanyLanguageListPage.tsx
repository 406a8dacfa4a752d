import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission, type Lang } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { companyColumns } from './columns';
import { CompanyLanguageForm } from './CompanyLanguageForm';
import { COMPANY_LANGS, useCompanyLanguagePage, useDeleteCompanyText, type CompanyTextRow } from './company-language.api';

type Params = SearchParams & { lang?: Lang };

/** /gengyun/language/company: the enterprise's own texts that replace the standard ones. */
export function CompanyLanguageListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.language.company);
  const search = useSearchHelper<Params>();
  const [lang, setLang] = useState<Lang | undefined>(undefined);
  const list = useCompanyLanguagePage({ ...search.params, lang });
  const remove = useDeleteCompanyText();
  const [editing, setEditing] = useState<{ open: boolean; row: CompanyTextRow | null }>({ open: false, row: null });
  const columns = useMemo(() => companyColumns(t), [t]);

  return (
    <Card title={t('menu.admin.languageCompany')} data-testid="language-company-page">
      <div data-testid="language-company-search">
        <SearchBar
          keyword={search.params.keyword}
          placeholderKey="i18n.admin.language.searchPlaceholder"
          onSearch={(keyword) => search.search(keyword)}
          onReset={() => {
            setLang(undefined);
            search.reset();
          }}
          extra={
            <Select<Lang>
              allowClear
              style={{ width: 160 }}
              value={lang}
              placeholder={t('i18n.language.fields.lang')}
              data-testid="language-company-filter-lang"
              options={COMPANY_LANGS.map((value) => ({ value, label: t(value === 'en_US' ? 'i18n.langs.en_US' : 'i18n.langs.zh_CN') }))}
              onChange={(value) => {
                setLang(value);
                search.search();
              }}
            />
          }
          toolbar={
            canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null })} data-testid="language-company-add">
                {t('common.buttons.add')}
              </Button>
            )
          }
        />
      </div>
      <DataTable<CompanyTextRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        paging={pagingOf(search, list)}
        actions={
          canEdit
            ? (row) => (
                <RowActions prefix="language-company" id={row.id} onEdit={() => setEditing({ open: true, row })} onDelete={() => remove.mutate({ id: row.id })} />
              )
            : undefined
        }
      />
      <CompanyLanguageForm open={editing.open} row={editing.row} onClose={() => setEditing({ open: false, row: null })} />
    </Card>
  );
}
