import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeviceCredential } from '@gengyun/core';
import { IdentityModule } from '@gengyun/identity';
import { SystemModule } from '@gengyun/system';
import { ALARM_CONTROLLERS, ALARM_ENTITIES, ALARM_EXPORTS, ALARM_PROVIDERS } from './alarm-providers';
import { DeadLetterController } from './dead-letter.controller';
import { DeadLetter } from './dead-letter.entity';
import { DeadLetterService } from './dead-letter.service';
import { IngestMeterCache } from './ingest-meter-cache';
import { IngestOptions, IngestService } from './ingest.service';
import { MeterController } from './meter.controller';
import { Meter } from './meter.entity';
import { MeterMonitorController } from './meter-monitor.controller';
import { MeterSweepProcessor } from './meter-offline.processor';
import { IotSeeder } from './meter-seeder';
import { MeterService } from './meter.service';
import { MeterLatest, MeterReading, MeterRollup } from './reading.entity';
import { ReadingQueryService } from './reading-query.service';
import { ReadingRetentionService, RetentionOptions } from './reading-retention.service';
import { ReadingWriter } from './reading-writer';

/** Part A of issue #5: meters, readings, ingest, roll-ups, dead letters. */
const meterEntities = [Meter, MeterReading, MeterLatest, MeterRollup, DeadLetter, DeviceCredential];
const meterControllers = [MeterController, DeadLetterController, MeterMonitorController];
const meterProviders = [
  MeterService,
  ReadingQueryService,
  DeadLetterService,
  IngestMeterCache,
  ReadingWriter,
  { provide: IngestOptions, useValue: new IngestOptions() },
  IngestService,
  { provide: RetentionOptions, useValue: new RetentionOptions() },
  ReadingRetentionService,
  MeterSweepProcessor,
  IotSeeder,
];
const meterExports = [MeterService, ReadingQueryService, IngestService, IotSeeder];

/** IoT: meters, readings and ingest (part A); alarm rules, alarms, escalation and channels (part B). */
@Module({
  imports: [IdentityModule, SystemModule, TypeOrmModule.forFeature([...meterEntities, ...ALARM_ENTITIES])],
  controllers: [...meterControllers, ...ALARM_CONTROLLERS],
  providers: [...meterProviders, ...ALARM_PROVIDERS],
  exports: [...meterExports, ...ALARM_EXPORTS],
})
export class IotModule {}
