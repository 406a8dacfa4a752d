import type { ReactElement } from 'react';
import { Table, Tag } from 'antd';
import type { UsageForecast } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { USAGE_COUNTER_LABELS, USAGE_UNIT_LABELS } from '../labels';

const round = (n: number | null): string => (n === null ? '—' : String(Math.round(n * 100) / 100));

/** Where each usage trigger stands per piece of equipment, and its forecast due day with the basis it rests on. */
export function UsageForecastTable({ rows }: { rows: readonly UsageForecast[] }): ReactElement {
  const { t } = useT();
  const unit = (r: UsageForecast) => t(USAGE_UNIT_LABELS[r.counter]);
  return (
    <Table<UsageForecast>
      size="small"
      rowKey={(r) => `${r.equipment_id}-${r.counter}`}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      dataSource={[...rows]}
      data-testid="plan-usage-forecast"
      columns={[
        { key: 'equipment', title: t('maintenance.usage.forecast.equipment'), render: (_, r) => `${r.equipment_name} · ${t(USAGE_COUNTER_LABELS[r.counter])}` },
        { key: 'value', title: t('maintenance.usage.forecast.value'), render: (_, r) => `${round(r.value)} / ${round(r.due_at)} ${unit(r)}` },
        { key: 'rate', title: t('maintenance.usage.forecast.rate'), render: (_, r) => (r.rate_per_day === null ? '—' : `${round(r.rate_per_day)} ${unit(r)}`) },
        {
          key: 'basis',
          title: t('maintenance.usage.forecast.basis'),
          render: (_, r) => (r.rate_per_day === null ? t('maintenance.usage.forecast.noBasis') : t('maintenance.usage.forecast.basisText', [r.period_from, r.period_to, r.readings])),
        },
        { key: 'next', title: t('maintenance.usage.forecast.nextDue'), render: (_, r) => (r.open ? <Tag color="processing">{t('maintenance.usage.forecast.open')}</Tag> : (r.next_due ?? '—')) },
      ]}
    />
  );
}
