declare module '@gengyun/core' {
  interface SweepJobs {
    /** Daily: delete the accounts of enterprises cancelled more than 7 days ago. */
    'tenant-purge': Record<string, never>;
  }
}

export {};
