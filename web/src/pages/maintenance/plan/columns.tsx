import { textColumn, type DataColumn } from '@/components/DataTable';
import type { TFunction } from '@/i18n/t';
import type { PlanTrigger } from '@gengyun/contracts';
import { triggerText } from './trigger-text';
import type { PlanRow } from './plan.api';

/** Plans: name, what they cover, their checklist, their triggers, whether they run, when last completed. */
export const planColumns = (t: TFunction, templateName: (id: number) => string): DataColumn<PlanRow>[] => [
  textColumn<PlanRow>({ key: 'name', titleKey: 'maintenance.plan.fields.name', width: 200, hideable: false }),
  textColumn<PlanRow>({
    key: 'coverage',
    titleKey: 'maintenance.plan.fields.coverage',
    width: 160,
    format: (value, row) => (value === 'equipment' ? `${t('maintenance.plan.coverage.equipment')} (${row.equipment_ids.length})` : t('maintenance.plan.coverage.type')),
  }),
  textColumn<PlanRow>({ key: 'task_template_id', titleKey: 'maintenance.plan.fields.template', width: 180, format: (value) => templateName(value as number) }),
  textColumn<PlanRow>({ key: 'triggers', titleKey: 'maintenance.plan.fields.triggers', format: (value) => (value as PlanTrigger[]).map((tr) => triggerText(t, tr)).join('; ') }),
  textColumn<PlanRow>({ key: 'enabled', titleKey: 'maintenance.plan.fields.enabled', width: 90, format: (value) => (value ? '✓' : '') }),
  textColumn<PlanRow>({ key: 'last_completed', titleKey: 'maintenance.plan.fields.lastCompleted', width: 130 }),
];
