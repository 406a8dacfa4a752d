import { CoreAuditLog1763770000000 } from './1763770000000-CoreAuditLog';
import { CoreDeviceCredential1763770100000 } from './1763770100000-CoreDeviceCredential';
import { CoreDeviceCredentialMosquittoHash1763770200000 } from './1763770200000-CoreDeviceCredentialMosquittoHash';
import { CoreAccessVersion1764100200000 } from './1764100200000-CoreAccessVersion';

/** The platform's own tables (audit log, device credentials); each area keeps its migrations in its own folder. */
export const coreMigrations = [CoreAuditLog1763770000000, CoreDeviceCredential1763770100000, CoreDeviceCredentialMosquittoHash1763770200000, CoreAccessVersion1764100200000];
