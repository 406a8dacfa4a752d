import { IotMeters1763777000000 } from './1763777000000-IotMeters';
import { IotReadingPartitions1763777100000 } from './1763777100000-IotReadingPartitions';
import { IotMeterScope1764100000000 } from './1764100000000-IotMeterScope';
import { IotRollupDirty1796010000000 } from './1796010000000-IotRollupDirty';

/** Migrations of the iot area, oldest first. */
export const iotMigrations = [IotMeters1763777000000, IotReadingPartitions1763777100000, IotMeterScope1764100000000, IotRollupDirty1796010000000];
