import type { ReactElement } from 'react';
import { Empty, Table, Tag } from 'antd';
import type { PlanPreview } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { UsageForecastTable } from './UsageForecastTable';

type Occurrence = PlanPreview['occurrences'][number];

/**
 * The next 90 days of a plan: each due day, the cycle day a holiday moved it from, when its orders are made, how many
 * (days forecast from usage marked); for usage plans, each counter's forecast with its basis below.
 */
export function PlanPreviewPanel({ preview, loading }: { preview?: PlanPreview; loading?: boolean }): ReactElement {
  const { t } = useT();
  const usage = preview?.usage?.length ? (
    <>
      <h4>{t('maintenance.usage.forecast.title')}</h4>
      <UsageForecastTable rows={preview.usage} />
    </>
  ) : null;
  if (!loading && preview && !preview.occurrences.length) return <><Empty description={t('maintenance.plan.preview.empty')} />{usage}</>;
  return (
    <>
    <Table<Occurrence>
      size="small"
      rowKey="due"
      loading={loading}
      pagination={{ pageSize: 10, showSizeChanger: false }}
      dataSource={preview?.occurrences ?? []}
      data-testid="plan-preview"
      columns={[
        { key: 'due', dataIndex: 'due', title: t('maintenance.plan.preview.due'), render: (due: string, row) => (row.usage ? <>{due} <Tag color="purple">{t('maintenance.usage.forecast.mark')}</Tag></> : due) },
        { key: 'planned', dataIndex: 'planned', title: t('maintenance.plan.preview.planned'), render: (planned: string, row) => (planned === row.due ? '' : planned) },
        { key: 'generate_on', dataIndex: 'generate_on', title: t('maintenance.plan.preview.generateOn') },
        { key: 'equipment', dataIndex: 'equipment_ids', title: t('maintenance.plan.preview.equipment'), render: (ids: number[]) => ids.length },
      ]}
    />
    {usage}
    </>
  );
}
