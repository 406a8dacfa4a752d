import { CoreAuditLog1763770000000 } from './1763770000000-CoreAuditLog';
import { CoreDeviceCredential1763770100000 } from './1763770100000-CoreDeviceCredential';

export const coreMigrations = [CoreAuditLog1763770000000, CoreDeviceCredential1763770100000];
