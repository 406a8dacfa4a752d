declare module '@gengyun/core' {
  interface ExportJobs {
    /** Stock ledger rows matching the in/out-bound list's filters, as xlsx (issue 15 item 7). */
    inventoryLedger: { enterpriseId: number; userId: number; taskId: number };
  }
}

export {};
