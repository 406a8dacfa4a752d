import { Maintenance1795757096000 } from './1795757096000-Maintenance';
import { PlanMoves1795760400000 } from './1795760400000-PlanMoves';
import { CheckResults1795760904000 } from './1795760904000-CheckResults';
import { Patrol1795820000000 } from './1795820000000-Patrol';
import { UsageCounters1795840000000 } from './1795840000000-UsageCounters';
import { TaskItemVersion1795970000000 } from './1795970000000-TaskItemVersion';
import { PatrolPosition1796018000000 } from './1796018000000-PatrolPosition';

/** Migrations of the maintenance area, oldest first. */
export const maintenanceMigrations = [Maintenance1795757096000, PlanMoves1795760400000, CheckResults1795760904000, Patrol1795820000000, UsageCounters1795840000000, TaskItemVersion1795970000000, PatrolPosition1796018000000];
