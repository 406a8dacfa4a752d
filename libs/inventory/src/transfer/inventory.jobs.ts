declare module '@gengyun/core' {
  interface ImportJobs {
    /** Parts catalogue workbook: every row checked, then all parts written in one transaction (issue 15 item 7). */
    inventoryParts: { enterpriseId: number; userId: number; taskId: number };
    /** Opening stock workbook: every row checked, then one put-in document per warehouse, all in one transaction. */
    inventoryOpening: { enterpriseId: number; userId: number; taskId: number };
  }
  interface ExportJobs {
    /** Stock ledger rows matching the in/out-bound list's filters, as xlsx (issue 15 item 7). */
    inventoryLedger: { enterpriseId: number; userId: number; taskId: number };
    /** The parts catalogue matching the list's filters, as xlsx in the import template's layout. */
    inventoryParts: { enterpriseId: number; userId: number; taskId: number };
  }
}

export {};
