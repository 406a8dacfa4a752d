import type { INestApplicationContext } from '@nestjs/common';
import { MqttClientService, type AppConfig } from '@gengyun/core';
import { DEMO_OPERATOR_PASSWORD } from '@gengyun/identity';
import { DEMO_PEOPLE, DEMO_PEOPLE_PASSWORD } from '@gengyun/work-orders';

export const DEMO_LOGIN = { enterprise: 'demo', account: 'admin', password: 'admin123' } as const;

/** Seeds the demo enterprise when configured (default in embedded mode); idempotent. */
export async function seedIfWanted(app: INestApplicationContext, config: AppConfig): Promise<void> {
  if (!config.seedDemo) return;
  const { seedDemo } = await import('./seed');
  await seedDemo(app);
}

export function printBanner(app: INestApplicationContext, config: AppConfig): void {
  const url = config.http.publicUrl ?? `http://localhost:${config.http.port}`;
  const brokerPort = app.get(MqttClientService).brokerPort;
  const lines = [
    '',
    `  Gengyun is running (${config.mode} mode, ${config.db.type})`,
    `  Admin:    ${url}/`,
    `  API docs: ${url}/api/docs`,
    ...(brokerPort ? [`  MQTT:     mqtt://localhost:${brokerPort} (embedded broker; \`npm run simulate\` adds simulated meters)`] : []),
    ...(config.demoFeed.enabled ? ['  Demo feed: the demo meters report every few seconds (DEMO_FEED=false turns it off)'] : []),
    ...(config.seedDemo ? [`  Demo login: ${DEMO_LOGIN.account} / ${DEMO_LOGIN.password} (enterprise ${DEMO_LOGIN.enterprise})`] : []),
    ...(config.seedDemo ? [`  Work orders: ${DEMO_PEOPLE.map((p) => p.account).join(', ')} / ${DEMO_PEOPLE_PASSWORD}`] : []),
    ...(config.seedDemo && !config.platform.adminPassword
      ? [`  Operator:   ${config.platform.adminAccount} / ${DEMO_OPERATOR_PASSWORD} (enterprise ${config.platform.enterpriseCode}: tenant administration)`]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
