import { QueryFailedError } from 'typeorm';

interface DriverError {
  code?: string;
  errno?: number;
  message?: string;
}

const driverError = (error: unknown): DriverError | null =>
  error instanceof QueryFailedError ? ((error as QueryFailedError & { driverError?: DriverError }).driverError ?? { message: error.message }) : null;

/** A duplicate key on a unique index, on SQLite or MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  return e.code === 'ER_DUP_ENTRY' || e.errno === 1062 || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
}

/** A deadlock or lock wait timeout: the statement may simply be run again. */
export function isRetryableLock(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  return e.errno === 1213 || e.errno === 1205 || e.code === 'ER_LOCK_DEADLOCK' || e.code === 'SQLITE_BUSY';
}
