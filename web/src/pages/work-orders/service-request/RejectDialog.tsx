import type { ReactElement } from 'react';
import { Form, Input, Modal } from 'antd';
import { SERVICE_REQUEST_LIMITS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useRejectRequest, type ServiceRequestRow } from './service-request.api';

/** Rejecting a request needs a reason (the server checks it too). */
export function RejectDialog({ request, onClose }: { request: Pick<ServiceRequestRow, 'id' | 'version' | 'code'>; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectRequest(onClose);
  return (
    <Modal
      open
      title={t('serviceRequest.reject.title', [request.code])}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('serviceRequest.actions.reject')}
      okButtonProps={{ danger: true, loading: reject.isPending, 'data-testid': 'service-request-reject-submit' }}
      data-testid="service-request-reject-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(values) => reject.mutate({ id: request.id, version: request.version, reason: values.reason.trim() })}>
        <Form.Item
          name="reason"
          label={t('serviceRequest.fields.reason')}
          rules={[
            { required: true, whitespace: true, message: t('common.validation.required', [t('serviceRequest.fields.reason')]) },
            { max: SERVICE_REQUEST_LIMITS.reason },
          ]}
        >
          <Input.TextArea rows={3} maxLength={SERVICE_REQUEST_LIMITS.reason} showCount data-testid="service-request-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
