import type { Area } from '@gengyun/core';
import { IotModule } from './iot.module';
import { iotMigrations } from './migrations';
import { IotSeeder } from './meter/meter.seeder';

export * from './iot.module';
export { MeterService, type DeviceLogin, type MeterDetail } from './meter/meter.service';
export { meterScope, type Meter, type MeterStatus } from './meter/meter.entity';
export { QUANTITY_CATALOGUE, quantitySpec, isMeterType, type QuantitySpec } from './meter/meter-quantities';
export { IngestService, type IngestStats } from './ingest/ingest.service';
export { ReadingQueryService } from './reading/reading-query.service';
export { RollupDeriver } from './reading/rollup-deriver';
export { IotSeeder, DEMO_METERS } from './meter/meter.seeder';
export { DemoFeed } from './demo/demo-feed';
export { DeadLetterService } from './dead-letter/dead-letter.service';
export { brokerFiles, ingestLoginFromUrl, writeBrokerFiles, type BrokerFiles, type IngestLogin, type RotateToExport } from './broker/broker-files';

export { METER_COALESCING } from './iot.events';
/** The iot area as the app lists it. */
export const iotArea: Area = { name: 'iot', module: IotModule, migrations: iotMigrations, seeders: [IotSeeder] };
