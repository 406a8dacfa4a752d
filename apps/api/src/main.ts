import 'reflect-metadata';
import { AppConfig, ConfigError } from '@gengyun/core';
import { migrate } from './areas';
import { createApp } from './bootstrap';
import { printBanner, seedIfWanted } from './startup';

/** The api process. Embedded mode migrates and seeds the demo enterprise itself; scaled out runs `npm run migrate`. */
async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  if (config.mode === 'embedded') await migrate(config);
  const app = await createApp(config);
  const demo = await seedIfWanted(app, config);
  await app.listen({ host: config.http.host, port: config.http.port });
  // Logs are written asynchronously; let the boot lines out first so the banner is the last thing on screen.
  setTimeout(() => printBanner(app, config, demo), 300);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
