import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Popconfirm, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission, STOCKTAKE_STATES, type StocktakeState } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { WarehouseSelect } from '../stock/WarehouseSelect';
import { StocktakeFormDialog } from './StocktakeFormDialog';
import { StepButton } from './StepButton';
import { COUNT_ROUTE, REPORT_ROUTE, VIEW_ROUTE, stocktakeColumns } from './columns';
import { testIdProps } from '@/components/test-ids';
import { useDeleteStocktake, useStocktakePage, type StocktakeRow } from './stocktake.api';

type Filters = { warehouse_id?: number; state?: StocktakeState };
const at = (route: string, id: number) => `/gengyun/${route}?id=${id}`;

/** /gengyun/bom/warehouseManageList/Inventory: the storekeeper's stocktakes — new, start, count, finish, approve, report. */
export function StocktakeListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const search = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number } & Filters>();
  const list = useStocktakePage(search.params);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StocktakeRow | undefined>();
  const remove = useDeleteStocktake();
  const columns = useMemo(() => stocktakeColumns((v) => t(`inventory.stocktake.state.${String(v) as StocktakeState}`)), [t]);

  return (
    <Card title={t('menu.bom.inventory')} data-testid="stocktake-list-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Space wrap>
            <WarehouseSelect allowClear value={search.params.warehouse_id} onChange={(warehouse_id) => search.search(undefined, { warehouse_id })} testId="stocktake-filter-warehouse" />
            <Select<StocktakeState>
              allowClear
              style={{ width: 150 }}
              placeholder={t('inventory.stocktake.state')}
              aria-label={t('inventory.stocktake.state')}
              value={search.params.state}
              options={STOCKTAKE_STATES.map((s) => ({ value: s, label: t(`inventory.stocktake.state.${s}`) }))}
              onChange={(state) => search.search(undefined, { state })}
              data-testid="stocktake-filter-state"
            />
          </Space>
        }
        toolbar={
          can(Permission.stocktake.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="stocktake-add">
              {t('inventory.stocktake.add')}
            </Button>
          )
        }
      />
      <DataTable<StocktakeRow>
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <Space size={0} wrap>
            <StepButton row={row} size="small" />
            {row.state === 'counting' && can(Permission.stocktake.count) && (
              <Button size="small" type="link" onClick={() => void navigate(at(COUNT_ROUTE, row.id))} data-testid={`stocktake-count-${row.id}`}>
                {t('inventory.stocktake.count')}
              </Button>
            )}
            <Button size="small" type="link" onClick={() => void navigate(at(row.state === 'draft' ? VIEW_ROUTE : REPORT_ROUTE, row.id))} data-testid={`stocktake-report-${row.id}`}>
              {t(row.state === 'draft' ? 'inventory.stocktake.view' : 'inventory.stocktake.report')}
            </Button>
            {row.state === 'draft' && can(Permission.stocktake.add) && (
              <Button size="small" type="link" onClick={() => setEditing(row)} data-testid={`stocktake-edit-${row.id}`}>
                {t('inventory.stocktake.edit')}
              </Button>
            )}
            {row.state !== 'approved' && can(Permission.stocktake.add) && (
              <Popconfirm
                title={t('inventory.stocktake.deleteConfirm', [row.code])}
                okText={t('common.buttons.confirm')}
                cancelText={t('common.buttons.cancel')}
                onConfirm={() => remove.mutateAsync({ id: row.id }).catch(() => undefined)}
                okButtonProps={testIdProps('stocktake-delete-ok')}
              >
                <Button size="small" type="link" danger data-testid={`stocktake-delete-${row.id}`}>
                  {t('inventory.stocktake.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
        tableProps={{ onRow: (row) => ({ 'data-testid': `stocktake-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      <StocktakeFormDialog
        open={adding || editing !== undefined}
        row={editing}
        warehouseId={search.params.warehouse_id}
        onClose={() => {
          setAdding(false);
          setEditing(undefined);
        }}
        onAdded={(row) => void navigate(at(VIEW_ROUTE, row.id))}
      />
    </Card>
  );
}
