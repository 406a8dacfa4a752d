import type { ReactElement } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PATROL_LIMITS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { usePointOptions, useSaveRoute, type PatrolRouteRow, type RouteInput } from '../patrol.api';
import { RouteMap } from './RouteMap';

const DEFAULTS: Partial<RouteInput> = { tolerance_minutes: 30, points: [] };

/** Add or edit a route: its points in walking order, each with the minutes after the start it is expected; the map follows. */
export function RouteFormDrawer({ row, onClose }: { row?: PatrolRouteRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<RouteInput>();
  const save = useSaveRoute(onClose);
  const points = usePointOptions();
  const byId = new Map((points.data?.rows ?? []).map((p) => [p.id, p]));
  const chosen = (Form.useWatch('points', form) ?? []) as RouteInput['points'];
  const stops = chosen.flatMap((s) => {
    const p = s?.point_id ? byId.get(s.point_id) : undefined;
    return p ? [{ name: p.name, latitude: p.latitude, longitude: p.longitude }] : [];
  });
  const submit = (values: RouteInput) => {
    const body = { ...values, name: values.name.trim(), points: (values.points ?? []).map((p) => ({ point_id: p.point_id, offset_minutes: p.offset_minutes ?? 0 })) };
    return row ? save.update.mutate({ ...body, id: row.id, version: row.version }) : save.add.mutate(body);
  };
  return (
    <Drawer
      open
      size={720}
      title={t(row ? 'maintenance.patrol.route.editTitle' : 'maintenance.patrol.route.addTitle')}
      onClose={onClose}
      data-testid="patrol-route-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.add.isPending || save.update.isPending} onClick={() => form.submit()} data-testid="patrol-route-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<RouteInput> form={form} layout="vertical" initialValues={row ? { name: row.name, tolerance_minutes: row.tolerance_minutes, remark: row.remark, points: row.points } : DEFAULTS} onFinish={submit}>
        <Space wrap>
          <Form.Item name="name" label={t('maintenance.patrol.fields.name')} rules={[{ required: true, message: t('common.validation.required', [t('maintenance.patrol.fields.name')]) }, { max: PATROL_LIMITS.name }]}>
            <Input style={{ width: 320 }} data-testid="patrol-route-name" />
          </Form.Item>
          <Form.Item name="tolerance_minutes" label={t('maintenance.patrol.fields.tolerance')}>
            <InputNumber min={0} max={PATROL_LIMITS.toleranceMinutes} />
          </Form.Item>
        </Space>
        <Form.Item label={t('maintenance.patrol.fields.points')} required>
          <Form.List name="points">
            {(fields, { add, remove, move }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <Space key={field.key} wrap data-testid={`patrol-route-stop-${index}`}>
                    <span>{index + 1}.</span>
                    <Form.Item name={[field.name, 'point_id']} noStyle rules={[{ required: true, message: t('maintenance.errors.patrolPoints') }]}>
                      <Select showSearch optionFilterProp="label" style={{ width: 240 }} options={(points.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name }))} data-testid={`patrol-route-point-${index}`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'offset_minutes']} noStyle initialValue={0}>
                      <InputNumber min={0} max={PATROL_LIMITS.offsetMinutes} addonAfter={t('maintenance.patrol.fields.offset')} style={{ width: 260 }} />
                    </Form.Item>
                    <Button icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} />
                    <Button icon={<ArrowDownOutlined />} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} />
                    <Button icon={<DeleteOutlined />} danger onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ offset_minutes: 0 })} data-testid="patrol-route-add-point">
                  {t('maintenance.patrol.route.addPoint')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="remark" label={t('maintenance.patrol.fields.remark')}>
          <Input.TextArea maxLength={500} autoSize />
        </Form.Item>
      </Form>
      <h4>{t('maintenance.patrol.route.map')}</h4>
      <RouteMap stops={stops} height={300} />
    </Drawer>
  );
}
