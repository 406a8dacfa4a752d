import 'reflect-metadata';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, ConfigError, runMigrations, type SeedContext, type Seeder } from '@gengyun/core';
import { DictionarySeeder } from '@gengyun/dictionary';
import { EquipmentSeeder } from '@gengyun/equipment';
import { IdentitySeeder } from '@gengyun/identity';
import { AlarmSeeder, IotSeeder } from '@gengyun/iot';
import { AppModule } from './app.module';

/** Every area's demo seeder after identity, in order; each is idempotent. */
export const SEEDERS: Array<Type<Seeder>> = [DictionarySeeder, EquipmentSeeder, IotSeeder, AlarmSeeder];

/** Seeds the demo enterprise into a running application (used in-process by `npm start`). */
export async function seedDemo(app: INestApplicationContext): Promise<SeedContext> {
  const ctx = await app.get(IdentitySeeder).seedDemo();
  for (const seeder of SEEDERS) await app.get(seeder, { strict: false }).seed(ctx);
  return ctx;
}

/** `npm run seed`: migrates DB_URL, seeds the demo data and exits. */
async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  await runMigrations(config);
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
