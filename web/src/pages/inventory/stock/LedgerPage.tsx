import { useMemo, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, Select, Space } from 'antd';
import { MOVEMENT_TYPES, type MovementType, type MessageKey } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { DateRangeInput } from '@/components/DatePickers';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { isoToRange, rangeToIso } from '@/pages/alarms/alarm/AlarmFilterBar';
import { useCostDisplay } from '../cost/cost-display';
import { ledgerColumns } from './columns';
import { WarehouseSelect } from './WarehouseSelect';
import { useLedgerPage, type StockMovementRow } from './stock.api';
import { LedgerExportButton } from '../transfer/TransferButtons';

type Filters = { warehouse_id?: number; movement_type?: MovementType; direction?: 'in' | 'out'; start_time?: string; end_time?: string };

/** /gengyun/bom/warehouseManageList/InOutBound?warehouse_id=: the in/out-bound records, newest first, with filters. */
export function LedgerPage(): ReactElement {
  const { t } = useT();
  const [query] = useSearchParams();
  const initialWarehouse = Number(query.get('warehouse_id') ?? 0) || undefined;
  const search = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number } & Filters>({ warehouse_id: initialWarehouse });
  const list = useLedgerPage(search.params);
  const { stockCost } = useCostDisplay();
  const columns = useMemo(
    () => ledgerColumns((value) => t(`inventory.movement.${String(value)}` as MessageKey), (value) => t(`inventory.document.${String(value)}` as MessageKey), stockCost),
    [t, stockCost],
  );

  return (
    <Card title={t('menu.bom.inOutBound')} data-testid="ledger-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={<LedgerExportButton filters={search.params} />}
        extra={
          <Space wrap>
            <WarehouseSelect allowClear value={search.params.warehouse_id} onChange={(warehouse_id) => search.search(undefined, { warehouse_id })} testId="ledger-warehouse" />
            <Select<'in' | 'out'>
              allowClear
              style={{ width: 110 }}
              placeholder={t('inventory.ledger.direction')}
              aria-label={t('inventory.ledger.direction')}
              value={search.params.direction}
              options={[
                { value: 'in', label: t('inventory.ledger.in') },
                { value: 'out', label: t('inventory.ledger.out') },
              ]}
              onChange={(direction) => search.search(undefined, { direction })}
              data-testid="ledger-direction"
            />
            <Select<MovementType>
              allowClear
              style={{ width: 140 }}
              placeholder={t('inventory.stock.kind')}
              aria-label={t('inventory.stock.kind')}
              value={search.params.movement_type}
              options={MOVEMENT_TYPES.map((k) => ({ value: k, label: t(`inventory.movement.${k}` as MessageKey) }))}
              onChange={(movement_type) => search.search(undefined, { movement_type })}
              data-testid="ledger-kind"
            />
            <DateRangeInput
              value={search.params.start_time && search.params.end_time ? isoToRange([search.params.start_time, search.params.end_time]) : undefined}
              onChange={(range) => {
                const [start_time, end_time] = rangeToIso(range) ?? [];
                search.search(undefined, { start_time, end_time });
              }}
            />
          </Space>
        }
      />
      <DataTable<StockMovementRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
      />
    </Card>
  );
}
