import type { ReactElement } from 'react';
import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useErrorLogDetail } from './error-log.api';

export interface ErrorLogDetailProps {
  id: number | null;
  onClose: () => void;
}

/** Drawer with one error's request, user, message and stack (/errorLog/detail). */
export function ErrorLogDetail({ id, onClose }: ErrorLogDetailProps): ReactElement {
  const { t } = useT();
  const detail = useErrorLogDetail(id);
  const row = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={720} title={t('system.admin.errorLog.detailTitle')} data-testid="error-detail">
      {!row ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('system.admin.errorLog.time')}>{formatDate(row.create_time)}</Descriptions.Item>
            <Descriptions.Item label={t('system.admin.errorLog.requestId')}>{row.request_id}</Descriptions.Item>
            <Descriptions.Item label={t('system.admin.errorLog.url')}>{`${row.method} ${row.url}`}</Descriptions.Item>
            <Descriptions.Item label={t('system.admin.errorLog.user')}>{row.user_name ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('system.admin.errorLog.message')}>{row.message}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('system.admin.errorLog.stack')}
          </Typography.Title>
          <pre data-testid="error-detail-stack" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, maxHeight: 480, overflow: 'auto' }}>
            {row.stack ?? ''}
          </pre>
        </>
      )}
    </Drawer>
  );
}
