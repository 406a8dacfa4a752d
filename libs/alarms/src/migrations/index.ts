import { IotAlarms1763777500000 } from './1763777500000-IotAlarms';
import { IotEscalationTiming1763777600000 } from './1763777600000-IotEscalationTiming';
import { AlarmsScope1764100100000 } from './1764100100000-AlarmsScope';
import { AlarmsNotesAndNoData1764300100000 } from './1764300100000-AlarmsNotesAndNoData';
import { AlarmRuleWorkOrder1764600600000 } from './1764600600000-AlarmRuleWorkOrder';
import { AlarmsChannelDeliveries1795880100000 } from './1795880100000-AlarmsChannelDeliveries';

/**
 * Migrations of the alarms area, oldest first. They were written while alarms lived in the iot area; their names
 * stay as they were, because the database records applied migrations by name.
 */
export const alarmsMigrations = [IotAlarms1763777500000, IotEscalationTiming1763777600000, AlarmsScope1764100100000, AlarmsNotesAndNoData1764300100000, AlarmRuleWorkOrder1764600600000, AlarmsChannelDeliveries1795880100000];
