/** Queues of the job-port tests alone (the port is the platform's; these names belong to no area). */
declare module '@gengyun/core' {
  interface JobMap {
    'test-plans': { generate: { enterpriseId: number; planId: number } };
    'test-reports': { render: { enterpriseId: number; reportId: number; userId: number | null } };
    'test-exports': { run: { enterpriseId: number; userId: number; taskId: number } };
  }
  interface SweepJobs {
    'test-sweep': Record<string, never>;
  }
}

export {};
