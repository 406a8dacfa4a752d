import type { Area } from '@gengyun/core';
import { AlarmsModule } from './alarms.module';
import { alarmsMigrations } from './migrations';
import { AlarmSeeder } from './alarms.seeder';

export * from './alarms.module';
export { AlarmSeeder } from './alarms.seeder';
export { AlarmService } from './alarm/alarm.service';
export { AlarmLifecycleService } from './alarm/alarm-lifecycle.service';
export { AlarmWorkOrderPort, type AlarmFacts, type RuleWorkOrderOption, type Reading as AlarmReading } from './work-order-port/alarm-work-order-port';

export { ALARM_COALESCING } from './alarms.events';
/** The alarms area as the app lists it. */
export const alarmsArea: Area = { name: 'alarms', module: AlarmsModule, migrations: alarmsMigrations, seeders: [AlarmSeeder] };
