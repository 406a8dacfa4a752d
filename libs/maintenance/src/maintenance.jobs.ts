declare module '@gengyun/core' {
  interface JobMap {
    /** Work orders from maintenance plans (ARCHITECTURE §5): one repeating run over every enterprise's enabled plans. */
    plans: { generate: Record<string, never> };
  }
  interface SweepJobs {
    /** Patrol points past their expected time go late, tasks past their end are closed with their points missed. */
    'patrol-sweep': Record<string, never>;
  }
}

export {};
