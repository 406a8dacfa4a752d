import type { UsageReadingRequest, UsageReadingRow } from '@gengyun/contracts';
import { useActionMutation, useCallQuery } from '@/api/hooks';

export const usageKeys = {
  all: ['usageReading'] as const,
  list: (equipmentId: number) => ['usageReading', equipmentId] as const,
};

/** A piece's latest counter readings (nothing asked until one is chosen). */
export const useUsageReadings = (equipmentId?: number) =>
  useCallQuery<UsageReadingRow[]>(usageKeys.list(equipmentId ?? 0), '/usageReading/list', { equipment_id: equipmentId }, { silent: true, enabled: !!equipmentId });
export const useAddUsageReading = (onSuccess?: () => void) =>
  useActionMutation<UsageReadingRequest & Record<string, unknown>, UsageReadingRow>('/usageReading/add', { invalidate: [usageKeys.all, ['maintenancePlan']], onSuccess });
