import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { DataTable, routePath } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { optionNames, useLocationOptions } from '../common/places.api';
import { P } from '../common/permissions';
import { ioColumns } from './columns';
import { IoActions } from './IoActions';
import { IoFormDialog } from './IoFormDialog';
import { IO_DIRECTIONS, IO_STATES } from './io-rules';
import { useIoPage, type IoRow } from './io.api';

type Params = SearchParams & { direction?: number; state?: number };

/** /gengyun/eqpt/io: equipment in/out/transfer orders; drafts are edited and submitted, submitted ones reviewed. */
export function IoListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const search = useSearchHelper<Params>();
  const list = useIoPage(search.params);
  const positions = useLocationOptions();
  const names = useMemo(() => optionNames(positions.data), [positions.data]);
  const columns = useMemo(() => ioColumns(t, (id) => (id ? (names.get(id) ?? String(id)) : '')), [t, names]);
  const [dialog, setDialog] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });

  return (
    <Card title={t('menu.eqpt.io')} data-testid="io-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="equipmentPlaces.io.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <>
            <Select<number>
              allowClear
              style={{ width: 130 }}
              value={search.params.direction}
              placeholder={t('equipmentPlaces.io.allDirections')}
              data-testid="io-filter-direction"
              options={IO_DIRECTIONS.map((value) => ({ value, label: t(`equipmentPlaces.io.direction.${value}`) }))}
              onChange={(direction) => search.search(undefined, { direction })}
            />
            <Select<number>
              allowClear
              style={{ width: 130 }}
              value={search.params.state}
              placeholder={t('equipmentPlaces.io.allStates')}
              data-testid="io-filter-state"
              options={IO_STATES.map((value) => ({ value, label: t(`equipmentPlaces.io.state.${value}`) }))}
              onChange={(state) => search.search(undefined, { state })}
            />
          </>
        }
        toolbar={
          can(P.io.edit) && (
            <Button type="primary" icon={<PlusOutlined />} data-testid="io-add" onClick={() => setDialog({ open: true, id: null })}>
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<IoRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <IoActions
            row={row}
            can={can}
            onView={() => void navigate(`${routePath('eqpt/io/view')}?id=${row.id}`)}
            onEdit={() => setDialog({ open: true, id: row.id })}
          />
        )}
      />
      <IoFormDialog open={dialog.open} editId={dialog.id} onClose={() => setDialog({ open: false, id: null })} />
    </Card>
  );
}
