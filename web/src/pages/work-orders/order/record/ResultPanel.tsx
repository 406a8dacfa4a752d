import { useEffect, type ReactElement } from 'react';
import { Alert, Button, Descriptions, Form, Input, Select, Space, Typography } from 'antd';
import { RESULT_CODE_FIELDS, RESULT_CODE_LABELS, WORK_ORDER_RECORD_LIMITS, type ResultCodeField } from '@gengyun/contracts';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/t';
import { orderSubLink, orderViewLink } from '../order-links';
import { useRecordDetail, useSaveResult, useTypeRecord } from './record.api';

export interface ResultPanelProps {
  orderId: number;
  typeId: number;
  /** The caller records on this order and work has started. */
  mayEdit: boolean;
  /** Phones: large full-width fields and button, without the parent and sub orders. */
  compact?: boolean;
  /** The order is not itself a sub order: a link leads to the page of its sub orders. */
  parentOfSubs?: boolean;
}

type ResultForm = Partial<Record<`${ResultCodeField}_code`, string>> & { note?: string };

/** The result: failure, cause and remedy codes from the type's lists and a note; the parent and sub orders. */
export function ResultPanel({ orderId, typeId, mayEdit, compact = false, parentOfSubs = false }: ResultPanelProps): ReactElement {
  const { t } = useT();
  const detail = useRecordDetail(orderId);
  const lists = useTypeRecord(typeId);
  const save = useSaveResult(orderId);
  const [form] = Form.useForm<ResultForm>();
  const result = detail.data?.result ?? null;
  useEffect(() => {
    form.setFieldsValue({ failure_code: result?.failure_code ?? undefined, cause_code: result?.cause_code ?? undefined, remedy_code: result?.remedy_code ?? undefined, note: result?.note ?? undefined });
  }, [form, result]);
  const fields = RESULT_CODE_FIELDS.filter((f) => lists.data?.[`${f}_list`]);
  const submit = (values: ResultForm): void => {
    save.mutate({ work_order_id: orderId, failure_code: values.failure_code, cause_code: values.cause_code, remedy_code: values.remedy_code, note: values.note?.trim() || undefined });
  };
  const relatives = detail.data;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="wo-result">
      {lists.data?.codes_required && <Alert type="info" showIcon title={t('workOrderResult.required')} />}
      <Form form={form} layout="vertical" onFinish={submit} disabled={!mayEdit} data-testid="wo-result-form">
        {fields.map((f) => (
          <Form.Item key={f} name={`${f}_code`} label={t(RESULT_CODE_LABELS[f])}>
            <Select allowClear showSearch optionFilterProp="label" size={compact ? 'large' : 'middle'} style={{ width: '100%' }} options={lists.data?.[`${f}_options`] ?? []} data-testid={`wo-result-${f}`} />
          </Form.Item>
        ))}
        <Form.Item name="note" label={t('workOrderResult.note')}>
          <Input.TextArea rows={3} maxLength={WORK_ORDER_RECORD_LIMITS.note} data-testid="wo-result-note" />
        </Form.Item>
        {mayEdit && (
          <Button type="primary" htmlType="submit" size={compact ? 'large' : 'middle'} block={compact} loading={save.isPending} data-testid="wo-result-save">
            {t('workOrderResult.save')}
          </Button>
        )}
      </Form>
      {!compact && (
        <Descriptions
          size="small"
          bordered
          column={1}
          data-testid="wo-relatives"
          items={[
            {
              key: 'parent',
              label: t('workOrderSub.parent'),
              children: relatives?.parent ? (
                <Typography.Text>
                  <Link to={orderViewLink(relatives.parent.id)} data-testid="wo-relatives-parent">
                    {relatives.parent.code}
                  </Link>{' '}
                  {relatives.parent.title}
                </Typography.Text>
              ) : (
                t('workOrderSub.none')
              ),
            },
            {
              key: 'children',
              label: t('workOrderSub.children'),
              children: (
                <Space orientation="vertical">
                  {relatives?.children.length
                    ? relatives.children.map((c) => (
                        <Typography.Text key={c.id}>
                          <Link to={orderViewLink(c.id)} data-testid={`wo-relatives-child-${c.id}`}>
                            {c.code}
                          </Link>{' '}
                          {c.title} · {t(`workOrder.status.${c.status}`)}
                        </Typography.Text>
                      ))
                    : t('workOrderSub.none')}
                  {parentOfSubs && (
                    <Link to={orderSubLink(orderId)} data-testid="wo-relatives-sub-page">
                      {t('workOrderSub.openPage')}
                    </Link>
                  )}
                </Space>
              ),
            },
            ...(relatives?.show_parts_cost ? [{ key: 'parts', label: t('workOrderRecord.partsCost'), children: relatives.parts_cost }] : []),
          ]}
        />
      )}
    </Space>
  );
}
