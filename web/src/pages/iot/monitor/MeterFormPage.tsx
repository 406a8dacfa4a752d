import { useState, type ReactElement } from 'react';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { METER_CODE_PATTERN, OFFLINE_AFTER, type MessageKey } from '@gengyun/contracts';
import { detailLink, routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useAddMeter, useSnapshot, type DeviceLogin, type MeterInput } from '../common/meter.api';
import { METER_TYPES, type MeterType } from '../common/quantities';
import { CredentialsDialog } from './CredentialsDialog';
import { EquipmentSelect, LocationSelect } from './EquipmentSelect';

/** As AddMeterDto: the code becomes part of the device topic. */
export { METER_CODE_PATTERN, OFFLINE_AFTER };

export const typeOptions = (t: (key: MessageKey) => string, types: readonly MeterType[] = METER_TYPES) =>
  types.map((type) => ({ value: type, label: t(`iot.meter.types.${type}` as MessageKey) }));

interface FormValues {
  meter_type: MeterType;
  meter_code: string;
  name: string;
  equipment_id?: number;
  location_id?: number;
  offline_after_seconds?: number;
  remark?: string;
}

export interface MeterFormProps {
  /** Flowmeter screens add flowmeters only. */
  fixedType?: MeterType;
  listRoute: string;
  viewRoute: string;
  titleKey: MessageKey;
}

/** Adds a meter; its device login is then shown once, and closing that dialog opens the new meter. */
export function MeterForm({ fixedType, listRoute, viewRoute, titleKey }: MeterFormProps): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [created, setCreated] = useState<{ id: number; login: DeviceLogin } | null>(null);
  const snapshot = useSnapshot();
  const add = useAddMeter((result) => setCreated({ id: result.meter.id, login: result.credential }));

  const submit = (values: FormValues): void => {
    const input: MeterInput = { ...values, meter_type: fixedType ?? values.meter_type, meter_code: values.meter_code.trim(), name: values.name.trim() };
    add.mutate(input);
  };

  return (
    <Card title={t(titleKey)} data-testid="meter-form-page">
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 14 }}
        style={{ maxWidth: 760 }}
        initialValues={{ meter_type: fixedType, offline_after_seconds: OFFLINE_AFTER.default }}
        onFinish={submit}
      >
        <Form.Item name="meter_type" label={t('iot.monitor.fields.type')} rules={[{ required: true, message: t('common.validation.required', [t('iot.monitor.fields.type')]) }]}>
          <Select disabled={!!fixedType} options={typeOptions(t)} placeholder={t('iot.monitor.form.typePlaceholder')} data-testid="meter-form-type" />
        </Form.Item>
        <Form.Item
          name="meter_code"
          label={t('iot.monitor.fields.code')}
          extra={t('iot.monitor.form.codeHint')}
          rules={[
            { required: true, whitespace: true, message: t('common.validation.required', [t('iot.monitor.fields.code')]) },
            { pattern: METER_CODE_PATTERN, message: t('iot.monitor.form.codeRule') },
          ]}
        >
          <Input maxLength={64} data-testid="meter-form-code" />
        </Form.Item>
        <Form.Item name="name" label={t('iot.monitor.fields.name')} rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('iot.monitor.fields.name')]) }]}>
          <Input maxLength={100} data-testid="meter-form-name" />
        </Form.Item>
        <Form.Item name="equipment_id" label={t('iot.monitor.fields.equipment')}>
          <EquipmentSelect testId="meter-form-equipment" />
        </Form.Item>
        <Form.Item name="location_id" label={t('iot.monitor.fields.location')}>
          <LocationSelect testId="meter-form-location" />
        </Form.Item>
        <Form.Item name="offline_after_seconds" label={t('iot.monitor.fields.offlineAfter')} extra={t('iot.monitor.form.offlineHint', [OFFLINE_AFTER.min, OFFLINE_AFTER.max])}>
          <InputNumber min={OFFLINE_AFTER.min} max={OFFLINE_AFTER.max} precision={0} style={{ width: 200 }} data-testid="meter-form-offline" />
        </Form.Item>
        <Form.Item name="remark" label={t('iot.monitor.fields.remark')}>
          <Input.TextArea maxLength={255} rows={2} data-testid="meter-form-remark" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="meter-form-submit">
              {t('common.buttons.save')}
            </Button>
            <Button onClick={() => void navigate(routePath(listRoute))}>{t('common.buttons.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <CredentialsDialog
        login={created?.login ?? null}
        brokerPort={snapshot.data?.brokerPort}
        onClose={() => {
          const id = created?.id;
          setCreated(null);
          if (id) void navigate(detailLink(viewRoute, id), { replace: true });
        }}
      />
    </Card>
  );
}

/** /gengyun/monitor/add */
export const MeterAddPage = (): ReactElement => <MeterForm listRoute="monitor" viewRoute="monitor/view" titleKey="menu.iot.monitorAdd" />;
/** /gengyun/watch/flowmeter/add */
export const FlowmeterAddPage = (): ReactElement => (
  <MeterForm fixedType="flowmeter" listRoute="watch/flowmeter" viewRoute="watch/flowmeter/view" titleKey="menu.iot.flowmeterAdd" />
);
