/** Feature permission codes of stocktakes (issue 15 item 6, `bom/warehouseManageList/Inventory`). */
export const inventoryStocktakePermissions = {
  stocktake: {
    /** See stocktakes and their difference reports. */
    list: 'inventory:stocktake:list',
    /** Create and start a stocktake. */
    add: 'inventory:stocktake:add',
    /** Count lines and finish the count. */
    count: 'inventory:stocktake:count',
    /** Approve a finished count: post its differences as adjustments. */
    approve: 'inventory:stocktake:approve',
  },
} as const;
