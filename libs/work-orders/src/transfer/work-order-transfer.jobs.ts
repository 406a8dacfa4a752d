declare module '@gengyun/core' {
  interface ImportJobs {
    /** Work-order workbook: every row checked like `/workOrder/add`, then all orders written in one transaction. */
    'work-orders': { enterpriseId: number; userId: number; taskId: number };
  }
  interface ExportJobs {
    /** Work orders matching the list's filters in the caller's scope, as xlsx. */
    'work-orders': { enterpriseId: number; userId: number; taskId: number };
    /** Service requests matching their list's filters in the caller's scope, as xlsx. */
    'service-requests': { enterpriseId: number; userId: number; taskId: number };
  }
}

export {};
