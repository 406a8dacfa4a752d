import { useEffect, type ReactElement } from 'react';
import { AutoComplete, Button, Divider, Form, Input, Space, Switch } from 'antd';
import { RATE_PATTERN, RESULT_CODE_FIELDS, RESULT_CODE_LABELS, type DictTypeRow, type Page, type ResultCodeField } from '@gengyun/contracts';
import { OPTIONS_STALE_MS, useActionMutation, useCallQuery } from '@/api/hooks';
import { useT } from '@/i18n/t';
import { recordKeys, useTypeRecord } from '../../order/record/record.api';

type SettingsForm = Partial<Record<`${ResultCodeField}_list`, string>> & { codes_required?: boolean; labour_rate?: string };

/**
 * What the type's orders record: the dictionary types its failure, cause and remedy codes come from, whether
 * finishing needs them, and the hourly labour rate. Saved on its own, beside the type's form.
 */
export function TypeRecordSettings({ typeId }: { typeId: number }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<SettingsForm>();
  const settings = useTypeRecord(typeId);
  const dictTypes = useCallQuery<Page<DictTypeRow>>(['dictType', 'options'], '/dict/type/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });
  const save = useActionMutation<Record<string, string | number | boolean | undefined>>('/workOrderTypeRecord/save', { invalidate: [recordKeys.type(typeId)] });
  useEffect(() => {
    const s = settings.data;
    if (s) form.setFieldsValue({ failure_list: s.failure_list ?? '', cause_list: s.cause_list ?? '', remedy_list: s.remedy_list ?? '', codes_required: s.codes_required, labour_rate: s.labour_rate ?? '' });
  }, [form, settings.data]);
  const options = (dictTypes.data?.rows ?? []).map((d) => ({ value: d.code, label: `${d.code} · ${d.name_text}` }));
  const submit = (values: SettingsForm): void => {
    // The whole settings go each time: an empty list or rate is left out, and the type then has none.
    const body: Record<string, string | number | boolean | undefined> = { type_id: typeId, codes_required: Boolean(values.codes_required) };
    for (const f of RESULT_CODE_FIELDS) body[`${f}_list`] = values[`${f}_list`]?.trim() || undefined;
    body.labour_rate = values.labour_rate?.trim() || undefined;
    save.mutate(body);
  };

  return (
    <div data-testid="work-type-record">
      <Divider>{t('workOrderRecord.tabs.result')}</Divider>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Space wrap>
          {RESULT_CODE_FIELDS.map((f) => (
            <Form.Item key={f} name={`${f}_list`} label={t(RESULT_CODE_LABELS[f])}>
              <AutoComplete style={{ width: 200 }} options={options} data-testid={`work-type-record-${f}`} />
            </Form.Item>
          ))}
        </Space>
        <Space wrap>
          <Form.Item name="codes_required" label={t('workOrderResult.required')} valuePropName="checked">
            <Switch size="small" data-testid="work-type-record-required" />
          </Form.Item>
          <Form.Item name="labour_rate" label={t('workOrderRecord.labourRate')} rules={[{ pattern: RATE_PATTERN, message: t('workOrderRecord.labourRateFormat') }]}>
            <Input style={{ width: 160 }} data-testid="work-type-record-rate" />
          </Form.Item>
        </Space>
        <Button htmlType="submit" loading={save.isPending} data-testid="work-type-record-save">
          {t('workOrderRecord.save')}
        </Button>
      </Form>
    </div>
  );
}
