import type { INestApplicationContext } from '@nestjs/common';
import { MqttClientService, type AppConfig } from '@gengyun/core';
import { DEMO_OPERATOR_PASSWORD } from '@gengyun/identity';
import { DEMO_PEOPLE, DEMO_PEOPLE_PASSWORD, DEMO_REQUEST_EQUIPMENT, DemoRequestLink } from '@gengyun/work-orders';

export const DEMO_LOGIN = { enterprise: 'demo', account: 'admin', password: 'admin123' } as const;

/** What the banner says of the seeded demo: the public request page of one demo equipment (null without one). */
export interface DemoFacts {
  requestLink: string | null;
}

/** Seeds the demo enterprise when configured (default in embedded mode); idempotent. */
export async function seedIfWanted(app: INestApplicationContext, config: AppConfig): Promise<DemoFacts | null> {
  if (!config.seedDemo) return null;
  const { seedDemo } = await import('./seed');
  const seeded = await seedDemo(app);
  return { requestLink: await app.get(DemoRequestLink, { strict: false }).url(seeded) };
}

export function printBanner(app: INestApplicationContext, config: AppConfig, demo: DemoFacts | null): void {
  process.stdout.write(`${bannerLines(app, config, demo).join('\n')}\n`);
}

/** The lines `npm start` prints once the server listens: where everything is, and the demo's logins and links. */
export function bannerLines(app: INestApplicationContext, config: AppConfig, demo: DemoFacts | null): string[] {
  const url = config.http.publicUrl ?? `http://localhost:${config.http.port}`;
  const brokerPort = app.get(MqttClientService).brokerPort;
  return [
    '',
    `  Gengyun is running (${config.mode} mode, ${config.db.type})`,
    `  Admin:    ${url}/`,
    `  API docs: ${url}/api/docs`,
    ...(brokerPort ? [`  MQTT:     mqtt://localhost:${brokerPort} (embedded broker; \`npm run simulate\` adds simulated meters)`] : []),
    ...(config.demoFeed.enabled ? ['  Demo feed: the demo meters report every few seconds (DEMO_FEED=false turns it off)'] : []),
    ...(config.seedDemo ? [`  Demo login: ${DEMO_LOGIN.account} / ${DEMO_LOGIN.password} (enterprise ${DEMO_LOGIN.enterprise})`] : []),
    ...(config.seedDemo ? [`  Work orders: ${DEMO_PEOPLE.map((p) => p.account).join(', ')} / ${DEMO_PEOPLE_PASSWORD}`] : []),
    ...(demo?.requestLink ? [`  Request page: ${demo.requestLink} (what scanning demo equipment ${DEMO_REQUEST_EQUIPMENT}'s QR code opens; no login)`] : []),
    ...(config.seedDemo && !config.platform.adminPassword
      ? [`  Operator:   ${config.platform.adminAccount} / ${DEMO_OPERATOR_PASSWORD} (enterprise ${config.platform.enterpriseCode}: tenant administration)`]
      : []),
    '',
  ];
}
