import type { ReactElement } from 'react';
import { Timeline, Typography } from 'antd';
import { WORK_ORDER_STATUS_LABELS } from '@gengyun/contracts';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import type { WorkOrderDetail } from '../order/work-order.api';

type Entry = WorkOrderDetail['timeline'][number];

/** An order's timeline, oldest first, in narrow lines (who and when above, what and why below). */
export function OrderTimeline({ entries }: { entries: readonly Entry[] }): ReactElement {
  const { t } = useT();
  const step = (e: Entry): string =>
    e.from_status && e.from_status !== e.to_status
      ? t('workOrder.timeline.change', [t(WORK_ORDER_STATUS_LABELS[e.from_status]), t(WORK_ORDER_STATUS_LABELS[e.to_status])])
      : t(WORK_ORDER_STATUS_LABELS[e.to_status]);
  return (
    <Timeline
      data-testid="handler-timeline"
      items={entries.map((e) => ({
        key: e.id,
        content: (
          <div data-testid={`handler-step-${e.id}`} style={{ overflowWrap: 'anywhere' }}>
            <Typography.Text type="secondary">
              {formatDate(e.create_time)} · {e.user_name}
            </Typography.Text>
            <div>
              {t(`workOrder.actions.${e.action}`)} · {step(e)}
            </div>
            {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
          </div>
        ),
      }))}
    />
  );
}
