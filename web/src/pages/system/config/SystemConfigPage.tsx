import { useEffect, useMemo, type ReactElement } from 'react';
import { Button, Card, Form, Input, InputNumber, Skeleton, Space, Switch, Tag } from 'antd';
import { Permission } from '@gengyun/contracts';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { changedItems, groupRows, parseConfigValue, toFormValue, useSystemConfig, useUpdateSystemConfig, type ConfigFormValue, type ConfigRow } from './system-config.api';

const controlOf = (row: ConfigRow, disabled: boolean): ReactElement => {
  const testId = `config-value-${row.key}`;
  switch (row.value_type) {
    case 'number':
      return <InputNumber style={{ width: 220 }} disabled={disabled} data-testid={testId} />;
    case 'boolean':
      return <Switch disabled={disabled} data-testid={testId} />;
    case 'json':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} style={{ fontFamily: 'monospace' }} disabled={disabled} data-testid={testId} />;
    case 'string':
      return <Input disabled={disabled} data-testid={testId} />;
  }
};

/** /gengyun/system/config: the enterprise's typed settings, grouped; only changed items are sent. */
export function SystemConfigPage(): ReactElement {
  const { t, tLoose } = useT();
  const toast = useToast();
  const can = useCan();
  const canEdit = can(Permission.system.config);
  const [form] = Form.useForm<Record<string, ConfigFormValue>>();
  const config = useSystemConfig();
  const update = useUpdateSystemConfig();
  const rows = useMemo(() => config.data ?? [], [config.data]);
  const groups = useMemo(() => groupRows(rows), [rows]);

  const reset = (): void => form.setFieldsValue(Object.fromEntries(rows.map((row) => [row.key, toFormValue(row)])));
  useEffect(() => form.setFieldsValue(Object.fromEntries(rows.map((row) => [row.key, toFormValue(row)]))), [rows, form]);

  const submit = (values: Record<string, ConfigFormValue>): void => {
    const items = changedItems(rows, values);
    if (!items.length) {
      void toast.info(t('system.admin.config.noChanges'));
      return;
    }
    update.mutate({ items });
  };

  if (!config.data) return <Card>{<Skeleton active />}</Card>;

  return (
    <Card
      title={t('menu.admin.systemConfig')}
      data-testid="system-config-page"
      extra={
        canEdit && (
          <Space>
            <Button onClick={reset} data-testid="config-reset">
              {t('common.buttons.reset')}
            </Button>
            <Button type="primary" loading={update.isPending} onClick={() => form.submit()} data-testid="config-save">
              {t('common.buttons.save')}
            </Button>
          </Space>
        )
      }
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '220px' }} onFinish={submit}>
        {groups.map(({ group, rows: items }) => (
          <Card key={group} type="inner" size="small" title={tLoose(`system.config.groups.${group}`, group)} style={{ marginBottom: 12 }} data-testid={`config-group-${group}`}>
            {items.map((row) => (
              <Form.Item
                key={row.key}
                name={row.key}
                label={tLoose(row.label, row.key)}
                valuePropName={row.value_type === 'boolean' ? 'checked' : 'value'}
                tooltip={`${row.key} · ${tLoose(`system.valueTypes.${row.value_type}`, row.value_type)}`}
                extra={row.is_default ? <Tag>{t('system.admin.config.default')}</Tag> : undefined}
                rules={[
                  {
                    validator: (_rule, value: ConfigFormValue) => {
                      const parsed = parseConfigValue(row.value_type, value);
                      return parsed.ok ? Promise.resolve() : Promise.reject(new Error(t(parsed.error)));
                    },
                  },
                ]}
              >
                {controlOf(row, !canEdit)}
              </Form.Item>
            ))}
          </Card>
        ))}
      </Form>
    </Card>
  );
}
