import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Descriptions, Drawer, Image, Space, Typography } from 'antd';
import { Permission, SERVICE_REQUEST_BUSINESS_NO, type MessageKey } from '@gengyun/contracts';
import { links } from '@/api/file-download';
import { useCan } from '@/app/permissions';
import { useSession } from '@/app/session-store';
import { formatDate } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { useServiceRequestDetail, type ServiceRequestDetail, type ServiceRequestRow } from './service-request.api';
import { SERVICE_REQUEST_CHANNEL_TAGS, SERVICE_REQUEST_STATUS_TAGS } from './status-tags';
import { ConvertDialog } from './ConvertDialog';
import { RejectDialog } from './RejectDialog';
import { RequestEditDrawer } from './RequestEditDrawer';

/** A request's facts and photos; while open, edit it (its requester, or who may edit requests), convert or reject it for those who may. */
export function ServiceRequestDetailDrawer({ row, onClose }: { row: ServiceRequestRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const session = useSession();
  const detail = useServiceRequestDetail(row.id);
  const request: ServiceRequestRow & Partial<Pick<ServiceRequestDetail, 'photos'>> = { ...row, ...detail.data };
  const [dialog, setDialog] = useState<'edit' | 'convert' | 'reject' | null>(null);
  const item = (key: MessageKey, children: ReactNode) => ({ key, label: t(key), children });
  const open = request.status === 'open' && detail.data !== undefined;
  const mayEdit = can(Permission.serviceRequest.edit) || (request.requester_id !== null && request.requester_id === session?.userId);

  return (
    <Drawer
      open
      size="large"
      title={t('serviceRequest.detail.title', [request.code])}
      onClose={onClose}
      data-testid="service-request-detail"
      extra={
        open && (
          <Space>
            {mayEdit && (
              <Button onClick={() => setDialog('edit')} data-testid="service-request-edit-open">
                {t('serviceRequest.actions.edit')}
              </Button>
            )}
            {can(Permission.serviceRequest.reject) && (
              <Button danger onClick={() => setDialog('reject')} data-testid="service-request-reject">
                {t('serviceRequest.actions.reject')}
              </Button>
            )}
            {can(Permission.serviceRequest.convert) && (
              <Button type="primary" onClick={() => setDialog('convert')} data-testid="service-request-convert">
                {t('serviceRequest.actions.convert')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          item('serviceRequest.fields.title', request.title),
          item('serviceRequest.fields.status', <StatusTag value={request.status} options={SERVICE_REQUEST_STATUS_TAGS} />),
          item('serviceRequest.fields.channel', <StatusTag value={request.channel} options={SERVICE_REQUEST_CHANNEL_TAGS} />),
          item('serviceRequest.fields.createTime', formatDate(request.create_time)),
          item('serviceRequest.fields.equipment', request.equipment_name ?? ''),
          item('serviceRequest.fields.location', request.location_name ?? ''),
          item('serviceRequest.fields.requester', request.requester_name),
          item('serviceRequest.fields.phone', request.requester_phone ?? ''),
          item('serviceRequest.fields.description', request.description ?? ''),
          item('serviceRequest.fields.workOrder', request.work_order_code ?? ''),
          ...(request.reject_reason ? [item('serviceRequest.fields.reason', request.reject_reason)] : []),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('serviceRequest.fields.photos')}
      </Typography.Title>
      {request.photos?.length ? (
        <Image.PreviewGroup>
          <Space wrap data-testid="service-request-photos">
            {request.photos.map((photo) => (
              <Image key={photo.id} width={120} height={120} style={{ objectFit: 'cover' }} src={links.image(photo.id, SERVICE_REQUEST_BUSINESS_NO)} alt={photo.name} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : (
        <Typography.Text type="secondary">{t('serviceRequest.detail.noPhotos')}</Typography.Text>
      )}
      {dialog === 'edit' && detail.data && <RequestEditDrawer request={detail.data} onClose={() => setDialog(null)} />}
      {dialog === 'convert' && <ConvertDialog request={request} onClose={() => setDialog(null)} />}
      {dialog === 'reject' && <RejectDialog request={request} onClose={() => setDialog(null)} />}
    </Drawer>
  );
}
