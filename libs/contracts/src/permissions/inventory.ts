/** Feature permission codes of the inventory area (issue 15). */
export const inventoryPermissions = {
  /** The parts catalogue (`bom/list`). */
  sparePart: {
    list: 'inventory:part:list',
    add: 'inventory:part:add',
    edit: 'inventory:part:edit',
    delete: 'inventory:part:delete',
    /** SPEC §6 cost display toggle "spare parts": see parts' prices (answers and exports hold null without it). */
    cost: 'inventory:part:cost',
  },
  /** Warehouses and their bins (`bom/warehouse`). */
  warehouse: {
    list: 'inventory:warehouse:list',
    add: 'inventory:warehouse:add',
    edit: 'inventory:warehouse:edit',
    delete: 'inventory:warehouse:delete',
  },
  /** Stock and the ledger (`bom/warehouseManageList`): see stock and movements; put in; issue, return, transfer, adjust, scrap. */
  stock: {
    list: 'inventory:stock:list',
    putIn: 'inventory:stock:putin',
    move: 'inventory:stock:move',
    /** SPEC §6 cost display toggle "storage": see unit costs, amounts and moving-average costs of stock, the ledger and stocktakes. */
    cost: 'inventory:stock:cost',
  },
  /**
   * Requisitions of work orders (`bom/io`): the storekeepers' list; a technician's request of parts on an order (and
   * the part picker's stock); approval; issue and return.
   */
  requisition: {
    list: 'inventory:requisition:list',
    request: 'inventory:requisition:request',
    approve: 'inventory:requisition:approve',
    issue: 'inventory:requisition:issue',
  },
} as const;
