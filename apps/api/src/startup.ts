import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@gengyun/core';

export const DEMO_LOGIN = { enterprise: 'demo', account: 'admin', password: 'admin123' } as const;

/** Seeds the demo enterprise when configured (default in embedded mode); idempotent. */
export async function seedIfWanted(app: INestApplicationContext, config: AppConfig): Promise<void> {
  if (!config.seedDemo) return;
  const { seedDemo } = await import('./seed');
  await seedDemo(app);
}

export function printBanner(config: AppConfig): void {
  const url = config.http.publicUrl ?? `http://localhost:${config.http.port}`;
  const lines = [
    '',
    `  Gengyun is running (${config.mode} mode, ${config.db.type})`,
    `  Admin:    ${url}/`,
    `  API docs: ${url}/api/docs`,
    ...(config.seedDemo ? [`  Demo login: ${DEMO_LOGIN.account} / ${DEMO_LOGIN.password} (enterprise ${DEMO_LOGIN.enterprise})`] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
