import type { PlanTrigger } from '@gengyun/contracts';
import type { TFunction } from '@/i18n/t';
import { CYCLE_LABELS, USAGE_COUNTER_LABELS, USAGE_SOURCE_LABELS, USAGE_UNIT_LABELS, WEEKDAY_LABELS } from '../labels';

/** A trigger in words: "每周 周一、周五", "每月 月末最后一天", "固定间隔 7 (从上次完成起算)", "固定工作量 运行小时 每500小时 (设备仪表)". */
export function triggerText(t: TFunction, trigger: PlanTrigger): string {
  const kind = t(CYCLE_LABELS[trigger.kind]);
  const day = (d: number | 'last') => (d === 'last' ? t('maintenance.plan.lastDay') : String(d));
  switch (trigger.kind) {
    case 'daily':
      return kind;
    case 'weekly':
      return `${kind} ${trigger.days.map((d) => t(WEEKDAY_LABELS[d - 1] ?? 'maintenance.plan.weekday.1')).join(', ')}`;
    case 'monthly':
      return `${kind} ${day(trigger.day)}`;
    case 'yearly':
      return `${kind} ${trigger.month}-${day(trigger.day)}`;
    case 'interval':
      return `${kind} ${trigger.days} (${t(trigger.anchor === 'start' ? 'maintenance.plan.anchor.start' : 'maintenance.plan.anchor.completion')})`;
    case 'usage':
      return `${kind} ${t(USAGE_COUNTER_LABELS[trigger.counter])} ${t('maintenance.usage.every', [trigger.step, t(USAGE_UNIT_LABELS[trigger.counter])])} (${t(USAGE_SOURCE_LABELS[trigger.source])})`;
  }
}
