import type { Catalog } from './catalog';

/** Orders placed for a warehouse, counted as on order until put-ins bring them in (issue 15 item 5). */
export const inventoryOrderMessages = {
  'inventory.order.notOpen': { zh_CN: '该订货记录已不是未到货状态', en_US: 'The order is no longer open' },
  'inventory.order.mismatch': {
    zh_CN: '订货记录是备件编码{0}在{1}的订货，与入库行不符',
    en_US: 'The order is for spare part code {0} in {1}; it does not match this put-in line',
  },
  'inventory.order.partOrdered': { zh_CN: '备件有订货记录，不能删除', en_US: 'The spare part has recorded orders and cannot be deleted' },
  'inventory.order.status.open': { zh_CN: '未到货', en_US: 'Open' },
  'inventory.order.status.received': { zh_CN: '已到货', en_US: 'Received' },
  'inventory.order.status.cancelled': { zh_CN: '已取消', en_US: 'Cancelled' },
  'inventory.order.record': { zh_CN: '登记订货', en_US: 'Record order' },
  'inventory.order.title': { zh_CN: '订货记录', en_US: 'Orders' },
  'inventory.order.supplier': { zh_CN: '供应商', en_US: 'Supplier' },
  'inventory.order.quantity': { zh_CN: '订货数量', en_US: 'Quantity ordered' },
  'inventory.order.received': { zh_CN: '已到货数量', en_US: 'Received' },
  'inventory.order.expectedDate': { zh_CN: '预计到货日期', en_US: 'Expected on' },
  'inventory.order.remark': { zh_CN: '备注', en_US: 'Note' },
  'inventory.order.cancel': { zh_CN: '取消订货', en_US: 'Cancel order' },
  'inventory.order.cancelAsk': { zh_CN: '取消该订货记录？它将不再计入在途数量。', en_US: 'Cancel this order? It no longer counts as on order.' },
  'inventory.order.recorded': { zh_CN: '已登记订货', en_US: 'Order recorded' },
  'inventory.order.line': { zh_CN: '关联订货', en_US: 'Fulfils order' },
  'inventory.order.none': { zh_CN: '无', en_US: 'None' },
} satisfies Catalog;
