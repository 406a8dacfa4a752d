import { useEffect, useMemo, useState, type ReactElement } from 'react';
import dayjs from 'dayjs';
import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { DateInput } from '@/components/DatePickers';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { optionTree, useLocationOptions, useUserChoices } from '../common/places.api';
import { useAddCount } from './count.api';

interface CountFormValues {
  count_date: string;
  position_id?: number;
  person_user_id?: number;
  remark?: string;
}

/** A new count: date, location (its whole subtree is counted), person (default: the caller) and remark. */
export function CountFormDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<CountFormValues>();
  const [keyword, setKeyword] = useState('');
  const options = useLocationOptions();
  const treeData = useMemo(() => optionTree(options.data ?? []), [options.data]);
  const users = useUserChoices(keyword);
  const add = useAddCount();

  useEffect(() => {
    if (open) form.setFieldsValue({ count_date: dayjs().format('YYYY-MM-DD') });
    else form.resetFields();
  }, [open, form]);

  const submit = async (): Promise<void> => {
    const values = await form.validateFields();
    await add.mutateAsync({ count_date: values.count_date, position_id: values.position_id as number, person_user_id: values.person_user_id, remark: values.remark?.trim() || undefined });
    onClose();
  };

  const required = (key: 'equipmentPlaces.count.fields.date' | 'equipmentPlaces.count.fields.position') => ({ required: true, message: t('common.validation.required', [t(key)]) });

  return (
    <Modal
      open={open}
      forceRender
      title={t('equipmentPlaces.count.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('count-form-submit', { loading: add.isPending })}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<CountFormValues> form={form} layout="vertical">
        <Form.Item name="count_date" label={t('equipmentPlaces.count.fields.date')} rules={[required('equipmentPlaces.count.fields.date')]}>
          <DateInput />
        </Form.Item>
        <Form.Item name="position_id" label={t('equipmentPlaces.count.fields.position')} rules={[required('equipmentPlaces.count.fields.position')]}>
          <TreeSelect data-testid="count-form-position" showSearch treeDefaultExpandAll treeNodeFilterProp="title" treeData={treeData} />
        </Form.Item>
        <Form.Item name="person_user_id" label={t('equipmentPlaces.count.fields.person')}>
          <Select<number>
            data-testid="count-form-person"
            allowClear
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            placeholder={t('equipmentPlaces.count.personDefault')}
            options={(users.data?.rows ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.account})` }))}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('equipmentPlaces.common.remark')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="count-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
