import { useEffect, useState, type ReactElement } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DateInput } from '@/components/DatePickers';
import { useT } from '@/i18n/t';
import { useHolidays, useSaveHolidays } from './plan.api';

interface HolidayForm {
  days: Array<{ date?: string; name?: string }>;
}

/** The enterprise's holidays, a year at a time; plans skip or shift around them as each plan says. */
export function HolidayDrawer({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useT();
  const [year, setYear] = useState(new Date().getFullYear());
  const holidays = useHolidays(year);
  const save = useSaveHolidays(onClose);
  const [form] = Form.useForm<HolidayForm>();
  useEffect(() => {
    form.setFieldsValue({ days: (holidays.data?.days ?? []).map((d) => ({ date: d.date, name: d.name ?? undefined })) });
  }, [form, holidays.data]);
  const submit = (values: HolidayForm) =>
    save.mutate({ year, days: (values.days ?? []).filter((d) => d.date).map((d) => ({ date: d.date as string, name: d.name?.trim() || undefined })) });
  return (
    <Drawer
      open
      size={520}
      title={t('maintenance.holiday.title')}
      onClose={onClose}
      data-testid="holiday-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="holiday-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <span>{t('maintenance.holiday.year')}</span>
        <InputNumber min={2000} max={2100} value={year} onChange={(value) => value && setYear(value)} data-testid="holiday-year" />
      </Space>
      <Form<HolidayForm> form={form} onFinish={submit}>
        <Form.List name="days">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={[field.name, 'date']} rules={[{ required: true, message: t('common.validation.required', [t('maintenance.holiday.date')]) }]}>
                    <DateInput />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']}>
                    <Input placeholder={t('maintenance.holiday.name')} maxLength={50} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} aria-label={t('common.buttons.delete')} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="holiday-add">
                {t('maintenance.holiday.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
