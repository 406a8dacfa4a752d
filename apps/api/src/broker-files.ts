import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { AppConfig, ConfigError, dataSourceOptions } from '@gengyun/core';
import { brokerFiles, ingestLoginFromUrl, writeBrokerFiles } from '@gengyun/iot';

/**
 * `npm run mqtt:broker-files -- --out DIR`: writes Mosquitto's `passwd` and `acl` for the ingest login (from
 * MQTT_URL) and every enabled meter of DB_URL, then `kill -HUP` Mosquitto (or `systemctl reload mosquitto`).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error('usage: npm run mqtt:broker-files -- --out <dir>');
  const config = AppConfig.fromEnv();
  const db = await new DataSource(dataSourceOptions(config)).initialize();
  try {
    const files = await brokerFiles(db, ingestLoginFromUrl(config.mqtt.url), config.mqtt.ingestShareGroup);
    const written = writeBrokerFiles(values.out, files);
    process.stdout.write(`wrote ${written.passwd} and ${written.acl}: the ingest login and ${files.devices} device logins\n`);
    if (files.rotateToExport.length) {
      process.stdout.write(`rotate to export (issued before their Mosquitto hash was kept; POST /meter/rotateCredential):\n`);
      for (const r of files.rotateToExport) process.stdout.write(`  ${r.username}  ${r.topic}\n`);
    }
    process.stdout.write('reload Mosquitto to apply: kill -HUP <pid> or systemctl reload mosquitto\n');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
