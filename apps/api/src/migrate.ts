import 'reflect-metadata';
import { AppConfig, ConfigError } from '@gengyun/core';
import { migrate } from './areas';

/** `npm run migrate`: applies pending migrations to DB_URL and exits. */
migrate(AppConfig.fromEnv())
  .then((ran) => {
    process.stdout.write(ran.length ? `applied ${ran.length} migrations:\n  ${ran.join('\n  ')}\n` : 'schema is up to date\n');
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  });
