declare module '@gengyun/core' {
  interface ImportJobs {
    /** Patrol points or route plans (`kind`): every row checked as `/patrolPoint/add` or `/patrolPlan/add`, then all written at once. */
    patrol: { enterpriseId: number; userId: number; taskId: number };
  }
  interface ExportJobs {
    /** Patrol points or route plans in the caller's scopes, as xlsx headed like the import template. */
    patrol: { enterpriseId: number; userId: number; taskId: number };
  }
}

export {};
