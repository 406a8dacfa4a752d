declare module '@gengyun/core' {
  interface JobMap {
    /** Work orders from maintenance plans (ARCHITECTURE §5): one repeating run over every enterprise's enabled plans. */
    plans: { generate: Record<string, never> };
  }
}

export {};
