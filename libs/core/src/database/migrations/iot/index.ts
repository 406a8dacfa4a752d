import { IotMeters1763777000000 } from './1763777000000-IotMeters';
import { IotReadingPartitions1763777100000 } from './1763777100000-IotReadingPartitions';
import { IotAlarms1763777500000 } from './1763777500000-IotAlarms';
import { IotEscalationTiming1763777600000 } from './1763777600000-IotEscalationTiming';

/** Migrations of the iot area, oldest first. */
export const iotMigrations = [IotMeters1763777000000, IotReadingPartitions1763777100000, IotAlarms1763777500000, IotEscalationTiming1763777600000];
