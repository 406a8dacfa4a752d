declare module '@gengyun/core' {
  interface SweepJobs {
    /** Meters silent for longer than their offline_after_seconds go offline. */
    'offline-meters': Record<string, never>;
    /** Daily: drop expired raw meter readings (partitions on MySQL), prepare the coming days. */
    'reading-retention': Record<string, never>;
    /** Hours whose minute roll-ups changed get their hour and day roll-ups derived again. */
    'rollup-derive': Record<string, never>;
  }
}

export {};
