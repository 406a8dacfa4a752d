declare module '@gengyun/core' {
  interface SweepJobs {
    /** Hourly: files uploaded for an object never saved (service request photos), past the grace period, go. */
    'unbound-uploads': Record<string, never>;
  }
}

export {};
