import type { Catalog } from './catalog';

/** Cost display toggles (SPEC §6, issue 15 item 8) and the inventory's import/export (item 7). */
export const inventoryTransferMessages = {
  'menu.bom.list.cost': { zh_CN: '备件费用显示', en_US: 'Show spare part prices' },
  'menu.bom.warehouseManage.cost': { zh_CN: '库存费用显示', en_US: 'Show storage costs' },
  'inventory.stocktake.unitCost': { zh_CN: '单位成本', en_US: 'Unit cost' },
  'inventory.stocktake.differenceAmount': { zh_CN: '差异金额', en_US: 'Difference amount' },
  'inventory.export.ledgerKind': { zh_CN: '出入库记录', en_US: 'Stock ledger' },
  'inventory.export.ledgerSheet': { zh_CN: '出入库记录', en_US: 'Stock ledger' },
  'inventory.export.failed': { zh_CN: '导出失败', en_US: 'The export failed' },
} satisfies Catalog;
