import { useState, type ReactElement } from 'react';
import { Button, Drawer, Form, InputNumber, Select, Space, Table } from 'antd';
import { USAGE_COUNTERS, type UsageCounter, type UsageReadingRow } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { formatDate } from '@/components/DataTable';
import { equipmentLabel, useEquipmentSearch } from '@/pages/equipment/common/use-equipment-search';
import { USAGE_COUNTER_LABELS, USAGE_SOURCE_LABELS, USAGE_UNIT_LABELS } from '../labels';
import { useAddUsageReading, useUsageReadings } from './usage.api';

interface Values {
  equipment_id?: number;
  counter: UsageCounter;
  value?: number;
}

/** Counter readings entered by hand for usage plans (the machine's hour meter, a flow totaliser), and a piece's latest readings. */
export function UsageReadingDrawer({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const found = useEquipmentSearch();
  const [equipmentId, setEquipmentId] = useState<number>();
  const readings = useUsageReadings(equipmentId);
  const add = useAddUsageReading(() => form.resetFields(['value']));
  const counter = (Form.useWatch('counter', form) ?? 'runHours') as UsageCounter;
  return (
    <Drawer open size={720} title={t('maintenance.usage.readings.title')} onClose={onClose} data-testid="usage-readings">
      <Form<Values>
        form={form}
        layout="inline"
        initialValues={{ counter: 'runHours' }}
        onFinish={(v) => add.mutate({ equipment_id: v.equipment_id as number, counter: v.counter, value: v.value as number })}
      >
        <Form.Item name="equipment_id" rules={[{ required: true, message: t('common.validation.required', [t('maintenance.usage.forecast.equipment')]) }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: found.search }}
            style={{ width: 240 }}
            loading={found.loading}
            placeholder={t('iot.monitor.form.equipmentPlaceholder')}
            aria-label={t('maintenance.usage.forecast.equipment')}
            options={found.rows.map((row) => ({ value: row.id, label: equipmentLabel(row) }))}
            onChange={(id: number) => setEquipmentId(id)}
            data-testid="usage-reading-equipment"
          />
        </Form.Item>
        <Form.Item name="counter">
          <Select style={{ width: 130 }} aria-label={t('maintenance.usage.counter')} options={USAGE_COUNTERS.map((value) => ({ value, label: t(USAGE_COUNTER_LABELS[value]) }))} />
        </Form.Item>
        {canEdit && (
          <Space>
            <Form.Item name="value" rules={[{ required: true, message: t('maintenance.errors.usageValue') }]}>
              <InputNumber min={0} style={{ width: 160 }} suffix={t(USAGE_UNIT_LABELS[counter])} aria-label={t('maintenance.usage.readings.value')} data-testid="usage-reading-value" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="usage-reading-submit">
              {t('common.buttons.save')}
            </Button>
          </Space>
        )}
      </Form>
      <Table<UsageReadingRow>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="id"
        loading={readings.isFetching && !readings.data}
        dataSource={readings.data ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        data-testid="usage-reading-list"
        columns={[
          { key: 'time', dataIndex: 'read_time', title: t('maintenance.usage.readings.time'), render: (v: string) => formatDate(v) },
          { key: 'counter', dataIndex: 'counter', title: t('maintenance.usage.counter'), render: (c: UsageCounter) => t(USAGE_COUNTER_LABELS[c]) },
          { key: 'value', title: t('maintenance.usage.readings.value'), render: (_, r) => `${Math.round(r.value * 100) / 100} ${t(USAGE_UNIT_LABELS[r.counter])}` },
          { key: 'source', dataIndex: 'source', title: t('maintenance.usage.readings.source'), render: (s: UsageReadingRow['source']) => t(USAGE_SOURCE_LABELS[s]) },
        ]}
      />
    </Drawer>
  );
}
