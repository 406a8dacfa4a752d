import { CoreAuditLog1763770000000 } from './1763770000000-CoreAuditLog';

export const coreMigrations = [CoreAuditLog1763770000000];
