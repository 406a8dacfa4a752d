import type { ReactElement } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { WORK_ORDER_PRIORITIES, type MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useTypePage } from '../type/type.api';
import { usePoolUsers, userLabel } from '../pool/pool.api';
import { useConvertRequest, type ServiceRequestRow } from './service-request.api';

interface ConvertValues {
  type_id: number;
  priority: number;
  person_in_charge_id: number;
}

/** The order's own fields — type, priority, person in charge; the rest comes from the request. */
export function ConvertDialog({ request, onClose }: { request: Pick<ServiceRequestRow, 'id' | 'version' | 'code'>; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<ConvertValues>();
  const convert = useConvertRequest(onClose);
  const types = useTypePage({ pageNumber: 1, pageSize: 100 });
  const users = usePoolUsers('');
  const required = (label: MessageKey) => [{ required: true, message: t('common.validation.required', [t(label)]) }];

  return (
    <Modal
      open
      title={t('serviceRequest.convert.title', [request.code])}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('serviceRequest.actions.convert')}
      okButtonProps={{ loading: convert.isPending, 'data-testid': 'service-request-convert-submit' }}
      data-testid="service-request-convert-dialog"
    >
      <Alert type="info" showIcon title={t('serviceRequest.convert.hint')} style={{ marginBottom: 16 }} />
      <Form<ConvertValues> form={form} layout="vertical" initialValues={{ priority: 3 }} onFinish={(values) => convert.mutate({ id: request.id, version: request.version, ...values })}>
        <Form.Item name="type_id" label={t('workOrder.fields.type')} rules={required('workOrder.fields.type')}>
          <Select
            aria-label={t('workOrder.fields.type')}
            options={(types.data?.rows ?? []).filter((type) => type.enabled).map((type) => ({ value: type.id, label: type.name }))}
            data-testid="service-request-convert-type"
          />
        </Form.Item>
        <Form.Item name="priority" label={t('workOrder.fields.priority')} rules={required('workOrder.fields.priority')}>
          <Select aria-label={t('workOrder.fields.priority')} options={WORK_ORDER_PRIORITIES.map((level) => ({ value: level, label: String(level) }))} />
        </Form.Item>
        <Form.Item name="person_in_charge_id" label={t('workOrder.fields.personInCharge')} rules={required('workOrder.fields.personInCharge')}>
          <Select
            showSearch
            optionFilterProp="label"
            aria-label={t('workOrder.fields.personInCharge')}
            options={(users.data?.rows ?? []).map((user) => ({ value: user.id, label: userLabel(user) }))}
            data-testid="service-request-convert-person"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
