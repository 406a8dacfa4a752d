import { useEffect, useMemo, type ReactElement } from 'react';
import { Button, Card, Form, Skeleton, Space, Tag } from 'antd';
import { Permission } from '@gengyun/contracts';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { SettingControl } from './SettingControl';
import { changedItems, checkRow, groupRows, useSystemConfig, useUpdateSystemConfig, type ConfigFormValue, type ConfigRow } from './system-config.api';

const isKeyParam = (p: unknown): p is { key: string } => typeof p === 'object' && p !== null && 'key' in p;

/** /gengyun/system/config: the enterprise's settings of installed areas, a typed control each; only changed ones are sent. */
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

  const reset = (): void => form.setFieldsValue(Object.fromEntries(rows.map((row) => [row.key, row.value])));
  useEffect(() => form.setFieldsValue(Object.fromEntries(rows.map((row) => [row.key, row.value]))), [rows, form]);

  const submit = (values: Record<string, ConfigFormValue>): void => {
    const items = changedItems(rows, values);
    if (!items.length) {
      void toast.info(t('system.admin.config.noChanges'));
      return;
    }
    update.mutate({ items });
  };

  const validate = (row: ConfigRow) => (_rule: unknown, value: ConfigFormValue) => {
    const checked = checkRow(row, value);
    if (checked.ok) return Promise.resolve();
    const params = checked.params.map((p) => (isKeyParam(p) ? tLoose(p.key, p.key) : p));
    return Promise.reject(new Error(t(checked.error, params)));
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
                extra={row.is_default ? <Tag>{t('system.admin.config.default')}</Tag> : undefined}
                rules={[{ validator: validate(row) }]}
              >
                <SettingControl row={row} disabled={!canEdit} />
              </Form.Item>
            ))}
          </Card>
        ))}
      </Form>
    </Card>
  );
}
