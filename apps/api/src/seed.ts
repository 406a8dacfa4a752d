import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, ConfigError, type SeedContext } from '@gengyun/core';
import { IdentitySeeder } from '@gengyun/identity';
import { AppModule } from './app.module';
import { AREA_SEEDERS, migrate } from './areas';

/** Seeds the demo enterprise into a running application (used in-process by `npm start`). */
export async function seedDemo(app: INestApplicationContext): Promise<SeedContext> {
  const ctx = await app.get(IdentitySeeder).seedDemo();
  for (const seeder of AREA_SEEDERS) await app.get(seeder, { strict: false }).seed(ctx);
  return ctx;
}

/** `npm run seed`: migrates DB_URL, seeds the demo data and exits. */
async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  await migrate(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    await seedDemo(app);
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  });
}
