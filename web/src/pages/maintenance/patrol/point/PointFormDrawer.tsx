import type { ReactElement } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { PATROL_LIMITS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { EquipmentSelect, LocationSelect } from '@/pages/iot/monitor/EquipmentSelect';
import { useTemplateOptions } from '../../task/task.api';
import { pointInput, useSavePoint, type PatrolPointRow, type PointInput } from '../patrol.api';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DEFAULTS: Partial<PointInput> = { range_m: 50, allow_manual_check_in: false, enabled: true };

/** Add or edit an inspection point: where, its labels, where and when a check-in counts, its checklist. */
export function PointFormDrawer({ row, onClose }: { row?: PatrolPointRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<PointInput>();
  const save = useSavePoint(onClose);
  const templates = useTemplateOptions();
  const required = (key: Parameters<typeof t>[0]) => [{ required: true, message: t('common.validation.required', [t(key)]) }];
  const submit = (values: PointInput) => {
    const body = { ...values, name: values.name.trim(), nfc_tag_id: values.nfc_tag_id || null, window_start: values.window_start || null, window_end: values.window_end || null, equipment_id: values.equipment_id ?? null };
    return row ? save.update.mutate({ ...body, id: row.id, version: row.version }) : save.add.mutate(body);
  };
  return (
    <Drawer
      open
      size={560}
      title={t(row ? 'maintenance.patrol.point.editTitle' : 'maintenance.patrol.point.addTitle')}
      onClose={onClose}
      data-testid="patrol-point-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.add.isPending || save.update.isPending} onClick={() => form.submit()} data-testid="patrol-point-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<PointInput> form={form} layout="vertical" initialValues={row ? pointInput(row) : DEFAULTS} onFinish={submit}>
        <Form.Item name="name" label={t('maintenance.patrol.fields.name')} rules={[...required('maintenance.patrol.fields.name'), { max: PATROL_LIMITS.name }]}>
          <Input data-testid="patrol-point-name" />
        </Form.Item>
        <Form.Item name="location_id" label={t('maintenance.patrol.fields.location')} rules={required('maintenance.patrol.fields.location')}>
          <LocationSelect testId="patrol-point-location" />
        </Form.Item>
        <Form.Item name="equipment_id" label={t('maintenance.patrol.fields.equipment')}>
          <EquipmentSelect testId="patrol-point-equipment" />
        </Form.Item>
        <Form.Item name="task_template_id" label={t('maintenance.patrol.fields.template')} rules={required('maintenance.patrol.fields.template')}>
          <Select options={(templates.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))} data-testid="patrol-point-template" />
        </Form.Item>
        <Space wrap>
          <Form.Item name="qr_content" label={t('maintenance.patrol.fields.qr')} rules={[...required('maintenance.patrol.fields.qr'), { max: PATROL_LIMITS.qr }]}>
            <Input style={{ width: 240 }} data-testid="patrol-point-qr" />
          </Form.Item>
          <Form.Item name="nfc_tag_id" label={t('maintenance.patrol.fields.nfc')} rules={[{ max: PATROL_LIMITS.nfc }]}>
            <Input style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="latitude" label={t('maintenance.patrol.fields.latitude')} rules={required('maintenance.patrol.fields.latitude')}>
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: 150 }} data-testid="patrol-point-lat" />
          </Form.Item>
          <Form.Item name="longitude" label={t('maintenance.patrol.fields.longitude')} rules={required('maintenance.patrol.fields.longitude')}>
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: 150 }} data-testid="patrol-point-lng" />
          </Form.Item>
          <Form.Item name="range_m" label={t('maintenance.patrol.fields.range')} rules={required('maintenance.patrol.fields.range')}>
            <InputNumber min={PATROL_LIMITS.rangeMin} max={PATROL_LIMITS.rangeMax} style={{ width: 130 }} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="window_start" label={t('maintenance.patrol.fields.windowStart')} rules={[{ pattern: TIME, message: t('common.validation.invalid', [t('maintenance.patrol.fields.windowStart')]) }]}>
            <Input style={{ width: 110 }} placeholder="08:00" />
          </Form.Item>
          <Form.Item name="window_end" label={t('maintenance.patrol.fields.windowEnd')} rules={[{ pattern: TIME, message: t('common.validation.invalid', [t('maintenance.patrol.fields.windowEnd')]) }]}>
            <Input style={{ width: 110 }} placeholder="18:00" />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item name="allow_manual_check_in" label={t('maintenance.patrol.fields.allowManual')} valuePropName="checked">
            <Switch data-testid="patrol-point-manual" />
          </Form.Item>
          <Form.Item name="enabled" label={t('maintenance.patrol.fields.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
