import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EquipmentModule } from '@gengyun/equipment';
import { IotModule } from '@gengyun/iot';
import { UsageBase, UsageCounterRow, UsageReading } from './usage.entity';
import { UsageMeters } from './usage-meters';
import { UsageCounters } from './usage-counters.service';
import { UsagePlans } from './usage-plans.service';
import { UsageController } from './usage.controller';

/**
 * Usage (fixed-workload) counters of the maintenance area: derived from the IoT area's readings through its exported
 * services, or entered by hand; plans read them through `UsagePlans`. A module of its own inside the area so the IoT
 * dependency stays in this folder.
 */
@Module({
  imports: [EquipmentModule, IotModule, TypeOrmModule.forFeature([UsageCounterRow, UsageReading, UsageBase])],
  controllers: [UsageController],
  providers: [UsageMeters, UsageCounters, UsagePlans],
  exports: [UsagePlans, UsageCounters],
})
export class MaintenanceUsageModule {}
