import type { ReactElement, ReactNode } from 'react';
import { Descriptions, Timeline, Typography } from 'antd';
import { WORK_ORDER_STATUS_LABELS, type MessageKey } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import type { WorkOrderDetail, WorkOrderRow } from './work-order.api';
import { WORK_ORDER_STATUS_TAGS } from './status-tags';
import { CustomFieldFiles } from './CustomFieldFiles';
import { WorkOrderRecordTabs } from './record/WorkOrderRecordTabs';
import { WorkOrderAlarmSection } from '../alarm-bridge/WorkOrderAlarmSection';
import { ActionBar } from './actions/ActionBar';
import { NodeTaskBar } from '../workflow/engine/NodeTaskBar';

type Entry = WorkOrderDetail['timeline'][number];

export interface WorkOrderDetailBodyProps {
  /** The order as known now (a list row until the detail has loaded). */
  order: WorkOrderRow;
  /** The detail once read: the action bar and the timeline wait for it. */
  detail: WorkOrderDetail | undefined;
}

/**
 * An order as the detail drawer and its own page show it: the action bar, the node task bar of a workflow run, the
 * facts, the record tabs, the alarm section and the timeline (oldest first: when, who, what, from → to, and why).
 */
export function WorkOrderDetailBody({ order, detail }: WorkOrderDetailBodyProps): ReactElement {
  const { t } = useT();
  const item = (key: MessageKey, children: ReactNode) => ({ key, label: t(key), children });
  const step = (e: Entry): string =>
    e.from_status && e.from_status !== e.to_status
      ? t('workOrder.timeline.change', [t(WORK_ORDER_STATUS_LABELS[e.from_status]), t(WORK_ORDER_STATUS_LABELS[e.to_status])])
      : t(WORK_ORDER_STATUS_LABELS[e.to_status]);

  return (
    <div data-testid="work-order-detail-body" style={{ minWidth: 0 }}>
      {detail && <ActionBar order={detail} />}
      {order.template_version_id ? <NodeTaskBar orderId={order.id} /> : null}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          item('workOrder.fields.title', order.title),
          item('workOrder.fields.status', <StatusTag value={order.status} options={WORK_ORDER_STATUS_TAGS} />),
          item('workOrder.fields.type', order.type_name),
          item('workOrder.fields.priority', order.priority),
          item('workOrder.fields.personInCharge', order.person_in_charge_name),
          item('workOrder.fields.handlers', order.handler_names.join(', ')),
          item('workOrder.fields.dueTime', formatDate(order.due_time)),
          item('workOrder.fields.source', t(`workOrder.sources.${order.source}`)),
          item('workOrder.fields.description', order.description ?? ''),
        ]}
      />
      <CustomFieldFiles order={order} />
      <WorkOrderRecordTabs order={detail ?? order} />
      {order.source === 'alarm' && <WorkOrderAlarmSection order={order} actions={detail?.actions ?? []} />}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('workOrder.detail.timeline')}
      </Typography.Title>
      <Timeline
        data-testid="work-order-timeline"
        items={(detail?.timeline ?? []).map((e) => ({
          key: e.id,
          content: (
            <div data-testid={`work-order-step-${e.id}`}>
              <div>
                {formatDate(e.create_time)} · {e.user_id === null ? t('common.audit.system') : e.user_name} · {t(`workOrder.actions.${e.action}`)} · {step(e)}
              </div>
              {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
            </div>
          ),
        }))}
      />
    </div>
  );
}
