declare module '@gengyun/core' {
  interface ImportJobs {
    /** A maintenance sheet (`kind`: plans, patrol points, routes, route plans): every row checked as its `/…/add`, then all written at once. */
    maintenance: { enterpriseId: number; userId: number; taskId: number };
  }
  interface ExportJobs {
    /** A maintenance sheet's rows in the caller's scopes, as xlsx headed like the import template. */
    maintenance: { enterpriseId: number; userId: number; taskId: number };
  }
}

export {};
