import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppConfig, ConfigError } from '@gengyun/core';
import { WorkerModule } from './worker.module';

/** `npm run start:worker`: job processors and MQTT ingest for scaled-out mode (ARCHITECTURE §1). */
async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  if (!config.redisUrl) {
    // Embedded mode has no worker: the api runs the processors and the broker itself.
    throw new ConfigError(['REDIS_URL: required by the worker (without it, `npm start` runs everything in one process)']);
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
