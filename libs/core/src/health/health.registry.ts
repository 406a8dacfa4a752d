import { Injectable } from '@nestjs/common';

export type HealthStatus = 'up' | 'down' | 'disabled';
export type HealthCheck = () => Promise<HealthStatus>;

/** Parts (database, Redis, MQTT) register a probe here; `/health` reports them all. */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, HealthCheck>();

  register(name: string, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  async report(timeoutMs = 2000): Promise<{ status: 'up' | 'down'; parts: Record<string, HealthStatus> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await withTimeout(check, timeoutMs)] as const),
    );
    const parts = Object.fromEntries(entries);
    return { status: entries.some(([, s]) => s === 'down') ? 'down' : 'up', parts };
  }
}

const withTimeout = async (check: HealthCheck, ms: number): Promise<HealthStatus> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<HealthStatus>((resolve) => (timer = setTimeout(() => resolve('down'), ms)));
  try {
    return await Promise.race([check().catch((): HealthStatus => 'down'), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
