declare module '@gengyun/core' {
  interface ImportJobs {
    /** Equipment ledger workbook: validate every row, then write all in one transaction. */
    equipment: { enterpriseId: number; userId: number; taskId: number };
  }
  interface ExportJobs {
    /** Equipment ledger rows matching the list filters, as xlsx. */
    equipment: { enterpriseId: number; userId: number; taskId: number };
  }
}

export {};
