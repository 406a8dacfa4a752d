import { CHOICE_ITEM_TYPES } from '@gengyun/contracts';
import { BusinessError, type TenantEntity } from '@gengyun/core';
import type { TaskItemAddDto } from './task.dto';
import type { TaskItem } from './task-item.entity';

export type ItemColumns = Omit<TaskItem, keyof TenantEntity | 'version'>;

/** The columns of an item once its type's rules hold; fields the type does not use are cleared. */
export function itemColumns(dto: TaskItemAddDto): ItemColumns {
  const measured = dto.type === 'number' || dto.type === 'meterReading';
  const choice = CHOICE_ITEM_TYPES.includes(dto.type);
  const lower = measured ? (dto.lower_limit ?? null) : null;
  const upper = measured ? (dto.upper_limit ?? null) : null;
  if (lower !== null && upper !== null && lower > upper) throw new BusinessError('maintenance.errors.limits', 422, [], { fields: { lower_limit: 'limits' } });
  const options = choice ? [...new Set(dto.options ?? [])] : [];
  if (choice && options.length < 2) throw new BusinessError('maintenance.errors.options', 422, [], { fields: { options: 'options' } });
  const failing = choice ? [...new Set(dto.failing_options ?? [])] : [];
  if (failing.some((f) => !options.includes(f))) throw new BusinessError('maintenance.errors.failingOption', 422, [], { fields: { failing_options: 'failingOption' } });
  if (dto.type === 'meterReading' && !dto.meter_quantity) throw new BusinessError('maintenance.errors.meterQuantity', 422, [], { fields: { meter_quantity: 'meterQuantity' } });
  return {
    name: dto.name,
    type: dto.type,
    standard: dto.standard || null,
    method: dto.method || null,
    lower_limit: lower,
    upper_limit: upper,
    unit: measured ? dto.unit || null : null,
    options: choice ? JSON.stringify(options) : null,
    failing_options: choice ? JSON.stringify(failing) : null,
    meter_quantity: dto.type === 'meterReading' ? (dto.meter_quantity ?? null) : null,
    failure_opens_order: dto.failure_opens_order ?? false,
  };
}
