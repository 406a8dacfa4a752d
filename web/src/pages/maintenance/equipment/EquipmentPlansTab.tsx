import type { ReactElement } from 'react';
import { Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { Permission, type EquipmentInspectionResult, type EquipmentPlans, type PlanOccurrence, type PlanRow, type PlanTrigger } from '@gengyun/contracts';
import { useCallQuery } from '@/api/hooks';
import { useCan } from '@/app/permissions';
import { detailLink, formatDate } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useT, type TFunction } from '@/i18n/t';
import { orderViewLink } from '../../work-orders/order/order-links';
import { triggerText } from '../plan/trigger-text';

/** An answer as text: pass/fail, a number with its unit, a text, the options picked, or how many files. */
export function answerText(t: TFunction, row: Pick<EquipmentInspectionResult, 'type' | 'value' | 'unit'>): string {
  const { value } = row;
  if (value === null) return '';
  if (row.type === 'passFail') return t(value === true ? 'maintenance.check.pass' : 'maintenance.check.fail');
  if (row.type === 'photo' || row.type === 'signature') return t('maintenance.equipment.files', [Array.isArray(value) ? value.length : 1]);
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'number' && row.unit ? `${value} ${row.unit}` : String(value);
}

/** A patrol task's drawer on the task page. */
export const patrolTaskLink = (taskId: number): string => detailLink('patrol/task', taskId);

/**
 * The equipment detail's plan tab: the enabled plans covering the equipment (chosen, or by type/model under a
 * location), their days over the next 30, and the latest answers recorded on its plan orders and at its patrol points.
 */
export function EquipmentPlansTab({ equipmentId }: { equipmentId: number }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const allowed = can(Permission.plan.list) || can(Permission.plan.edit);
  const answer = useCallQuery<EquipmentPlans>(['maintenancePlan', 'equipment', equipmentId], '/plan/equipment', { id: equipmentId }, { silent: true, enabled: allowed });
  if (!allowed) return <EmptyState descriptionKey="maintenance.equipment.noPermission" />;
  const data = answer.data;
  const planName = new Map((data?.plans ?? []).map((p) => [p.id, p.name]));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large" data-testid="eqpt-plans">
      <Table<PlanRow>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        loading={answer.isFetching && !data}
        dataSource={data?.plans ?? []}
        locale={{ emptyText: <EmptyState descriptionKey="maintenance.equipment.noPlans" /> }}
        data-testid="eqpt-plans-list"
        columns={[
          { key: 'name', title: t('maintenance.plan.fields.name'), render: (_v, p) => p.name },
          { key: 'coverage', title: t('maintenance.plan.fields.coverage'), render: (_v, p) => t(p.coverage === 'equipment' ? 'maintenance.plan.coverage.equipment' : 'maintenance.plan.coverage.type') },
          { key: 'triggers', title: t('maintenance.plan.fields.triggers'), render: (_v, p) => (p.triggers as PlanTrigger[]).map((tr) => triggerText(t, tr)).join('; ') },
          { key: 'last', title: t('maintenance.plan.fields.lastCompleted'), render: (_v, p) => p.last_completed ?? '' },
        ]}
      />
      <Typography.Title level={5}>{data ? t('maintenance.equipment.upcoming', [data.from, data.to]) : t('maintenance.equipment.upcomingTitle')}</Typography.Title>
      <Table<PlanOccurrence>
        size="small"
        bordered
        rowKey={(o) => `${o.plan_id}:${o.due}`}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        dataSource={data?.occurrences ?? []}
        locale={{ emptyText: <EmptyState descriptionKey="maintenance.equipment.noUpcoming" /> }}
        data-testid="eqpt-plans-upcoming"
        columns={[
          { key: 'due', title: t('maintenance.plan.preview.due'), render: (_v, o) => o.due },
          { key: 'plan', title: t('maintenance.plan.fields.name'), render: (_v, o) => planName.get(o.plan_id) ?? '' },
          { key: 'planned', title: t('maintenance.plan.preview.planned'), render: (_v, o) => (o.planned === o.due ? '' : o.planned) },
          { key: 'generate_on', title: t('maintenance.plan.preview.generateOn'), render: (_v, o) => o.generate_on },
        ]}
      />
      <Typography.Title level={5}>{t('maintenance.equipment.results')}</Typography.Title>
      <Table<EquipmentInspectionResult>
        size="small"
        bordered
        rowKey={(r) => `${r.source}:${r.id}`}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        dataSource={data?.results ?? []}
        locale={{ emptyText: <EmptyState descriptionKey="maintenance.equipment.noResults" /> }}
        data-testid="eqpt-plans-results"
        columns={[
          { key: 'time', title: t('maintenance.equipment.recordedTime'), render: (_v, r) => formatDate(r.recorded_time) },
          { key: 'name', title: t('maintenance.item.fields.name'), render: (_v, r) => r.name },
          {
            key: 'value',
            title: t('maintenance.equipment.answer'),
            render: (_v, r) => (
              <Space>
                <span>{answerText(t, r)}</span>
                {r.failed && <Tag color="error">{t('maintenance.check.failed')}</Tag>}
              </Space>
            ),
          },
          {
            key: 'source',
            title: t('maintenance.equipment.source'),
            render: (_v, r) =>
              r.source === 'order' && r.work_order_id ? (
                <Link to={orderViewLink(r.work_order_id)} data-testid={`eqpt-result-link-${r.source}-${r.id}`}>{t('maintenance.equipment.sourceOrder')}</Link>
              ) : r.task_id ? (
                <Link to={patrolTaskLink(r.task_id)} data-testid={`eqpt-result-link-${r.source}-${r.id}`}>{t('maintenance.equipment.sourcePatrol')}</Link>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}
