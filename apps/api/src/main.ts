import 'reflect-metadata';
import { AppConfig, ConfigError } from '@gengyun/core';
import { createApp } from './bootstrap';

async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  const app = await createApp(config);
  await app.listen({ host: config.http.host, port: config.http.port });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
