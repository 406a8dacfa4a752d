import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeviceCredential } from '@gengyun/core';
import { EquipmentModule } from '@gengyun/equipment';
import { IdentityModule } from '@gengyun/identity';
import { DeadLetterController } from './dead-letter/dead-letter.controller';
import { DeadLetter } from './dead-letter/dead-letter.entity';
import { DeadLetterService } from './dead-letter/dead-letter.service';
import { IngestMeterCache } from './ingest/ingest-meter-cache';
import { IotPushRoutes } from './iot.events';
import { IngestOptions, IngestService } from './ingest/ingest.service';
import { MeterController } from './meter/meter.controller';
import { Meter } from './meter/meter.entity';
import { MeterSweepProcessor } from './meter/meter-sweeps.processor';
import { IotSeeder } from './meter/meter.seeder';
import { MeterService } from './meter/meter.service';
import { MeterMarkers } from './meter/meter-markers';
import { DemoFeed } from './demo/demo-feed';
import { MeterLatest, MeterReading, MeterRollup, MeterRollupDirty } from './reading/reading.entity';
import { ReadingQueryService } from './reading/reading-query.service';
import { ReadingRetentionService, RetentionOptions } from './reading/reading-retention.service';
import { ReadingWriter } from './reading/reading-writer';
import { RollupDeriver } from './reading/rollup-deriver';
import { RollupSettings } from './reading/rollup-settings';
import { menuEntries } from '@gengyun/core';
import { IOT_MENU } from './iot.permissions';
import { IotOwners } from './iot.owners';

/** Part A of issue #5: meters, readings, ingest, roll-ups, dead letters; the demo feed (issue 12). */
const meterEntities = [Meter, MeterReading, MeterLatest, MeterRollup, MeterRollupDirty, DeadLetter, DeviceCredential];
const meterControllers = [MeterController, DeadLetterController];
const meterProviders = [
  menuEntries(IOT_MENU),
  MeterService,
  MeterMarkers,
  IotOwners,
  ReadingQueryService,
  DeadLetterService,
  IngestMeterCache,
  ReadingWriter,
  RollupDeriver,
  RollupSettings,
  { provide: IngestOptions, useValue: new IngestOptions() },
  IngestService,
  { provide: RetentionOptions, useValue: new RetentionOptions() },
  ReadingRetentionService,
  MeterSweepProcessor,
  IotSeeder,
  DemoFeed,
  IotPushRoutes,
];
const meterExports = [MeterService, ReadingQueryService, DeadLetterService, IngestService, IotSeeder];

/** IoT: meters with their device credentials, ingest, readings and roll-ups, dead letters. Alarms build on it (libs/alarms). */
@Module({
  imports: [IdentityModule, EquipmentModule, TypeOrmModule.forFeature(meterEntities)],
  controllers: meterControllers,
  providers: meterProviders,
  exports: meterExports,
})
export class IotModule {}
