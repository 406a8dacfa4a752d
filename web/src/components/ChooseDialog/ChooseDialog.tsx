import { useEffect, useRef, useState, type Key, type ReactElement } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type Page } from '@gengyun/contracts';
import { DataTable, type DataColumn } from '../DataTable';
import { SearchBar } from '../SearchBar';
import { useToast } from '../feedback';
import { toParams } from '../i18n-options';
import { validateChoice } from './validateChoice';

export const CHOOSE_DIALOG_WIDTH = 1000;
export const CHOOSE_TABLE_HEIGHT = 300;

export interface ChooseParams {
  keyword: string;
  keywordSearch: string;
  pageNumber: number;
  pageSize: number;
  [extra: string]: unknown;
}

export type ChooseFetcher<T> = (params: ChooseParams) => Promise<Page<T>>;

export interface ChooseDialogProps<T extends object> {
  open: boolean;
  /** Label key naming what is chosen ('asset'): used in the title and in 'please choose {0}'. */
  nameKey: string;
  /** Loads a page (the caller posts to its own path; the client resolves to `{ rows, total }`). */
  fetcher: ChooseFetcher<T>;
  columns: readonly DataColumn<T>[];
  /** Several rows may be chosen (at most `max`); default single. */
  multiple?: boolean;
  max?: number;
  /** Extra params sent with every page request. */
  extras?: Record<string, unknown>;
  primaryKey?: string;
  /** spare_part_code values that cannot be chosen. */
  alreadyHave?: readonly string[];
  onConfirm: (rows: T[]) => void;
  onCancel: () => void;
}

interface Query {
  keyword: string;
  pageNumber: number;
  pageSize: number;
}

const FIRST_PAGE: Query = { keyword: '', pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** Modal with keyword search and a paged table; confirms the chosen rows after validating the count. */
export function ChooseDialog<T extends object>(props: ChooseDialogProps<T>): ReactElement {
  const { open, nameKey, fetcher, columns, multiple = false, max, extras, primaryKey = 'id', alreadyHave, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const [query, setQuery] = useState<Query>(FIRST_PAGE);
  const [page, setPage] = useState<Page<T>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<{ keys: Key[]; rows: T[] }>({ keys: [], rows: [] });
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const extrasKey = JSON.stringify(extras ?? {});

  useEffect(() => {
    if (!open) return;
    setQuery(FIRST_PAGE);
    setChosen({ keys: [], rows: [] });
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setLoading(true);
    const params: ChooseParams = { ...(JSON.parse(extrasKey) as Record<string, unknown>), keyword: query.keyword, keywordSearch: query.keyword, pageNumber: query.pageNumber, pageSize: query.pageSize };
    fetcherRef
      .current(params)
      .then((result) => live && setPage({ rows: result.rows ?? [], total: result.total ?? 0 }))
      // The HTTP client already tells the user about failed calls; the table just stays empty.
      .catch(() => live && setPage({ rows: [], total: 0 }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, query, extrasKey]);

  const name = t(nameKey);
  const confirm = (): void => {
    const error = validateChoice(chosen.rows.length, { multiple, max, name });
    if (error) {
      void toast.error(t(error.key, toParams(...error.params)));
      return;
    }
    onConfirm(chosen.rows);
  };

  return (
    <Modal
      open={open}
      width={CHOOSE_DIALOG_WIDTH}
      title={t('components.choose.title', toParams(name))}
      okText={t('components.choose.confirm')}
      cancelText={t('components.choose.cancel')}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <SearchBar keyword={query.keyword} onSearch={(keyword) => setQuery((prev) => ({ ...prev, keyword, pageNumber: 1 }))} />
      <DataTable<T>
        columns={columns}
        rows={page.rows}
        loading={loading}
        primaryKey={primaryKey}
        showIndex
        columnPicker={false}
        alreadyHave={alreadyHave}
        scrollY={CHOOSE_TABLE_HEIGHT}
        selection={{ selectedRowKeys: chosen.keys, onChange: (keys, rows) => setChosen({ keys, rows }) }}
        paging={{ pageNumber: query.pageNumber, pageSize: query.pageSize, total: page.total, onChange: (pageNumber, pageSize) => setQuery((prev) => ({ ...prev, pageNumber, pageSize })) }}
      />
    </Modal>
  );
}
