import { dateColumn, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StocktakeLine, StocktakeRow } from './stocktake.api';
import { signed } from './stocktake-rules';

export const VIEW_ROUTE = 'bom/warehouseManageList/Inventory/view';
export const COUNT_ROUTE = 'bom/warehouseManageList/Inventory/count';
export const REPORT_ROUTE = 'bom/warehouseManageList/Inventory/report';

export const stocktakeColumns = (stateName: (value: unknown) => string): DataColumn<StocktakeRow>[] => [
  linkColumn<StocktakeRow>({ key: 'code', titleKey: 'inventory.stocktake.code', width: 170, hideable: false, route: VIEW_ROUTE }),
  textColumn<StocktakeRow>({ key: 'count_date', titleKey: 'inventory.stocktake.date', width: 110 }),
  textColumn<StocktakeRow>({ key: 'warehouse_name', titleKey: 'inventory.stocktake.warehouse', width: 140 }),
  textColumn<StocktakeRow>({ key: 'bin_codes', titleKey: 'inventory.stocktake.bins', width: 140, format: (v) => ((v as string[]).length ? (v as string[]).join(', ') : '-') }),
  textColumn<StocktakeRow>({ key: 'person_name', titleKey: 'inventory.stocktake.person', width: 110 }),
  textColumn<StocktakeRow>({ key: 'state', titleKey: 'inventory.stocktake.state', width: 110, format: stateName }),
  textColumn<StocktakeRow>({ key: 'lines_counted', titleKey: 'inventory.stocktake.progress', width: 100, format: (_v, r) => `${r.lines_counted}/${r.lines_total}` }),
  textColumn<StocktakeRow>({ key: 'lines_differing', titleKey: 'inventory.stocktake.difference', width: 90 }),
  dateColumn<StocktakeRow>({ key: 'create_time', titleKey: 'inventory.ledger.time', defaultHidden: true }),
];

/** A count's lines; the difference's value only for the "storage" cost display (SPEC §6). */
export const lineColumns = (showCost = false): DataColumn<StocktakeLine>[] => [
  textColumn<StocktakeLine>({ key: 'spare_part_code', titleKey: 'inventory.part.code', width: 140, hideable: false }),
  textColumn<StocktakeLine>({ key: 'part_name', titleKey: 'inventory.part.name', width: 140 }),
  textColumn<StocktakeLine>({ key: 'specification', titleKey: 'inventory.part.specification', width: 120 }),
  textColumn<StocktakeLine>({ key: 'bin_code', titleKey: 'inventory.stocktake.bin', width: 90 }),
  textColumn<StocktakeLine>({ key: 'batch_no', titleKey: 'inventory.stocktake.batch', width: 90 }),
  textColumn<StocktakeLine>({ key: 'expected', titleKey: 'inventory.stocktake.expected', width: 90 }),
  textColumn<StocktakeLine>({ key: 'counted', titleKey: 'inventory.stocktake.counted', width: 90 }),
  textColumn<StocktakeLine>({ key: 'difference', titleKey: 'inventory.stocktake.difference', width: 90, format: (v) => signed(v as number | null) }),
  textColumn<StocktakeLine>({ key: 'moved_since_start', titleKey: 'inventory.stocktake.movedSince', width: 120, format: (v) => signed(v as number) }),
  textColumn<StocktakeLine>({ key: 'adjusted', titleKey: 'inventory.stocktake.adjusted', width: 90, format: (v) => signed(v as number | null) }),
  ...(showCost
    ? [
        textColumn<StocktakeLine>({ key: 'unit_cost', titleKey: 'inventory.stocktake.unitCost', width: 100 }),
        textColumn<StocktakeLine>({ key: 'difference_amount', titleKey: 'inventory.stocktake.differenceAmount', width: 110 }),
      ]
    : []),
  textColumn<StocktakeLine>({ key: 'count_user_name', titleKey: 'inventory.stocktake.person', width: 100, defaultHidden: true }),
];
