import { BusinessError, isUniqueViolation } from '@gengyun/core';

/** A write that trips a unique index (a code already taken) is "duplicated values, please modify". */
export async function uniqueWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw BusinessError.conflict('common.errors.duplicated');
    throw error;
  }
}
