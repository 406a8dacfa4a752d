import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '@gengyun/core';
import { WorkerModule } from '../../apps/worker/src/worker.module';

/**
 * The scaled-out worker as a process of its own, for tests that SIGKILL it (escalation-crash.e2e-spec.ts):
 * the real WorkerModule from the environment; prints `ready` once its processors run.
 */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(AppConfig.fromEnv()), { logger: false });
  await app.init();
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
