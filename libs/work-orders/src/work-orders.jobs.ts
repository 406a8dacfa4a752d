declare module '@gengyun/core' {
  interface SweepJobs {
    /** Orders past their response deadline go overdue, late work is flagged, day-old request ids are let go. */
    'work-order-sla': Record<string, never>;
  }
}

export {};
