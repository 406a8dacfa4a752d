import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { useUserChoices } from '../common/places.api';
import { P } from '../common/permissions';
import { countColumns } from './columns';
import { CountDetailDrawer } from './CountDetailDrawer';
import { CountFormDialog } from './CountFormDialog';
import { COUNT_STATES, finishGate } from './count-rules';
import { useCountPage, type CountRow } from './count.api';
import { FinishCountButton } from './FinishCountButton';

type Params = SearchParams & { state?: number };

/** /gengyun/eqpt/inventory: equipment counts per location; rows are processed in the detail, then finished. */
export function CountListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper<Params>();
  const list = useCountPage(search.params);
  const users = useUserChoices('');
  const names = useMemo(() => new Map((users.data?.rows ?? []).map((u) => [u.id, u.name])), [users.data]);
  const columns = useMemo(() => countColumns((id) => (id ? (names.get(id) ?? String(id)) : '')), [names]);
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <Card title={t('menu.eqpt.inventory')} data-testid="count-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="equipmentPlaces.count.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Select<number>
            allowClear
            style={{ width: 130 }}
            value={search.params.state}
            placeholder={t('equipmentPlaces.count.allStates')}
            data-testid="count-filter-state"
            options={COUNT_STATES.map((value) => ({ value, label: t(`equipmentPlaces.count.state.${value}`) }))}
            onChange={(state) => search.search(undefined, { state })}
          />
        }
        toolbar={
          can(P.count.edit) && (
            <Button type="primary" icon={<PlusOutlined />} data-testid="count-add" onClick={() => setAdding(true)}>
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<CountRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" data-testid={`count-detail-${row.id}`} onClick={() => setOpened(row.id)}>
              {t('equipmentPlaces.count.actions.detail')}
            </Button>
            {finishGate(row.state, can).visible && <FinishCountButton id={row.id} code={row.code} testId={`count-finish-${row.id}`} />}
          </Space>
        )}
      />
      <CountFormDialog open={adding} onClose={() => setAdding(false)} />
      <CountDetailDrawer id={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
