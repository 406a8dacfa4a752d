import type { ReactElement } from 'react';
import { Empty, Space, Tag, Typography } from 'antd';
import { formatDate } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { DELIVERY_CHANNEL_TAGS, DELIVERY_STATUS_TAGS } from '../delivery/columns';
import type { AlarmRounds } from '../delivery/delivery.api';

/**
 * An alarm's notifications, round by round (newest first) and channel by channel: each recipient with its status —
 * sent (with the time), failed (with the provider's reason), skipped because the channel has no provider, or
 * cancelled because the alarm was handled before the round was due.
 */
export function DeliveryRounds({ data }: { data: AlarmRounds | undefined }): ReactElement {
  const { t } = useT();
  if (!data?.rounds.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarm.delivery.empty')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {data.rounds.map((round) => (
        <div key={round.step} data-testid={`alarm-round-${round.step}`}>
          <Typography.Text strong>{t('alarm.delivery.stepN', [round.step])}</Typography.Text>
          {round.due_time && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {t('alarm.delivery.dueAt', [formatDate(round.due_time)])}
            </Typography.Text>
          )}
          {round.channels.map((channel) => (
            <div key={channel.channel} style={{ marginTop: 4 }} data-testid={`alarm-round-${round.step}-${channel.channel}`}>
              <StatusTag value={channel.channel} options={DELIVERY_CHANNEL_TAGS} />
              {channel.records.map((record) => (
                <span key={record.recipient} style={{ marginInlineEnd: 12, whiteSpace: 'nowrap' }} data-status={record.status}>
                  <Tag variant="filled">{record.recipient}</Tag>
                  <StatusTag value={record.status} options={DELIVERY_STATUS_TAGS} />
                  {record.status === 'sent' && record.sent_time && <Typography.Text type="secondary">{formatDate(record.sent_time)}</Typography.Text>}
                  {record.status === 'failed' && record.last_error && (
                    <Typography.Text type="danger">{t('alarm.delivery.reason', [record.last_error])}</Typography.Text>
                  )}
                </span>
              ))}
            </div>
          ))}
        </div>
      ))}
    </Space>
  );
}
