import { useMemo, useState, type ReactElement } from 'react';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { WORK_ORDER_LIMITS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { poolBody, usePoolUsers, useSavePool, userLabel, type PoolInput, type WorkOrderPoolRow } from './pool.api';

export interface PoolFormDrawerProps {
  /** The edited pool, or undefined to add. */
  row?: WorkOrderPoolRow;
  onClose: () => void;
}

/** Add or edit a work pool: its name, its members (users of the enterprise, searched by name or account) and a remark. */
export function PoolFormDrawer({ row, onClose }: PoolFormDrawerProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<PoolInput>();
  const save = useSavePool(onClose);
  const pending = save.add.isPending || save.update.isPending;
  const [keyword, setKeyword] = useState('');
  const all = usePoolUsers('');
  const found = usePoolUsers(keyword.trim());
  const options = useMemo(() => {
    const users = new Map<number, string>();
    for (const user of [...(all.data?.rows ?? []), ...(found.data?.rows ?? [])]) users.set(user.id, userLabel(user));
    for (const id of row?.member_ids ?? []) if (!users.has(id)) users.set(id, `#${id}`);
    return [...users].map(([value, label]) => ({ value, label }));
  }, [all.data, found.data, row]);
  const initial: Partial<PoolInput> = row ? { name: row.name, member_ids: row.member_ids, remark: row.remark ?? undefined } : { member_ids: [] };

  return (
    <Drawer
      open
      size={520}
      title={t(row ? 'workOrderPool.editTitle' : 'workOrderPool.addTitle')}
      onClose={onClose}
      data-testid="work-pool-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()} data-testid="work-pool-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<PoolInput>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => (row ? save.update.mutate({ ...poolBody(values), id: row.id }) : save.add.mutate(poolBody(values)))}
      >
        <Form.Item
          name="name"
          label={t('workOrderPool.fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('common.validation.required', [t('workOrderPool.fields.name')]) },
            { max: WORK_ORDER_LIMITS.name, message: t('common.validation.maxLength', [t('workOrderPool.fields.name'), WORK_ORDER_LIMITS.name]) },
          ]}
        >
          <Input data-testid="work-pool-name" />
        </Form.Item>
        <Form.Item name="member_ids" label={t('workOrderPool.fields.members')} extra={t('workOrderPool.membersHint')}>
          <Select<number[]>
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            onBlur={() => setKeyword('')}
            loading={found.isFetching}
            placeholder={t('workOrderPool.searchUsers')}
            aria-label={t('workOrderPool.fields.members')}
            options={options}
            data-testid="work-pool-members"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('workOrderPool.fields.remark')} rules={[{ max: WORK_ORDER_LIMITS.remark }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} data-testid="work-pool-remark" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
