import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Col, Divider, Form, Input, Row, Spin, Switch } from 'antd';
import { useT } from '@/i18n/t';
import { IntervalsInput } from '../common/IntervalsInput';
import { useCan } from '@/app/permissions';
import { P } from '../common/permissions';
import { errorText, RecipientsFields } from '../common/RecipientsFields';
import { checkIntervals } from '../rule/rule-form';
import {
  SMS_URL,
  SMTP_URL,
  TEMPLATE,
  configToForm,
  formToConfigBody,
  type MessageConfigForm,
} from './message-config';
import { useMessageConfig, useSaveMessageConfig } from './message-config.api';
import { SecretInput } from './SecretInput';

/**
 * /gengyun/message/config: the SMS HTTP provider (URL, token, template), SMTP mail, the default escalation
 * intervals and the default recipients. Stored secrets are never shown: "Set" with a Replace button.
 */
export function MessageConfigPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const editable = can(P.messageConfig.edit);
  const detail = useMessageConfig();
  const [form] = Form.useForm<MessageConfigForm>();
  const [version, setVersion] = useState(0);
  const save = useSaveMessageConfig(() => setVersion((v) => v + 1));

  useEffect(() => {
    if (detail.data) {
      form.setFieldsValue({ ...configToForm(detail.data), sms_token: undefined, smtp_url: undefined });
    }
  }, [detail.data, form]);

  if (!detail.data) return <Card title={t('menu.admin.messageConfig')}>{detail.isLoading && <Spin />}</Card>;
  const view = detail.data;
  const pattern = (regex: RegExp, key: Parameters<typeof t>[0]) => ({ pattern: regex, message: t(key) });

  return (
    <Card title={t('menu.admin.messageConfig')} data-testid="message-config-page">
      {!editable && (
        <Alert type="info" showIcon title={t('alarm.config.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Form<MessageConfigForm>
        key={version}
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={configToForm(view)}
        onFinish={() =>
          save.mutate(formToConfigBody({ ...configToForm(view), ...form.getFieldsValue(true) }))
        }
        style={{ maxWidth: 900 }}
      >
        <Divider titlePlacement="start">{t('alarm.config.sections.sms')}</Divider>
        {view.sms_enabled && view.sms_configured === false && (
          <Alert type="warning" showIcon title={t('alarm.config.smsNotConfigured')} style={{ marginBottom: 16 }} data-testid="message-config-sms-off" />
        )}
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="sms_enabled" label={t('alarm.config.fields.smsEnabled')} valuePropName="checked">
              <Switch data-testid="message-config-sms-enabled" />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item
              name="sms_url"
              label={t('alarm.config.fields.smsUrl')}
              extra={t('alarm.config.hints.smsUrl')}
              rules={[pattern(SMS_URL, 'alarm.config.rules.smsUrl'), { max: 500 }]}
            >
              <Input data-testid="message-config-sms-url" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sms_token" label={t('alarm.config.fields.smsToken')} rules={[{ max: 200 }]}>
              <SecretInput
                isSet={view.has_sms_token}
                disabled={!editable}
                testId="message-config-sms-token"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="sms_template"
              label={t('alarm.config.fields.smsTemplate')}
              extra={t('alarm.config.hints.template')}
              rules={[pattern(TEMPLATE, 'alarm.config.rules.template')]}
            >
              <Input data-testid="message-config-sms-template" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('alarm.config.sections.mail')}</Divider>
        {view.mail_enabled && view.mail_configured === false && (
          <Alert type="warning" showIcon title={t('alarm.config.mailNotConfigured')} style={{ marginBottom: 16 }} data-testid="message-config-mail-off" />
        )}
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              name="mail_enabled"
              label={t('alarm.config.fields.mailEnabled')}
              valuePropName="checked"
            >
              <Switch data-testid="message-config-mail-enabled" />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item
              name="smtp_url"
              label={t('alarm.config.fields.smtpUrl')}
              extra={t('alarm.config.hints.smtpUrl')}
              rules={[pattern(SMTP_URL, 'alarm.config.rules.smtpUrl'), { max: 500 }]}
            >
              <SecretInput
                isSet={Boolean(view.smtp_host)}
                host={view.smtp_host}
                disabled={!editable}
                testId="message-config-smtp-url"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="mail_from" label={t('alarm.config.fields.mailFrom')} rules={[{ max: 200 }]}>
              <Input data-testid="message-config-mail-from" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('alarm.config.sections.escalation')}</Divider>
        <Form.Item
          name="intervals"
          validateTrigger="onBlur"
          label={t('alarm.rule.fields.intervals')}
          extra={t('alarm.config.hints.intervals')}
          rules={[
            {
              validator: (_, value: Array<number | null> = []) => {
                const error = value.every((n) => n === null || n === undefined)
                  ? { key: 'alarm.rule.rules.intervals' as const }
                  : checkIntervals(value);
                return error ? Promise.reject(new Error(errorText(t, error))) : Promise.resolve();
              },
            },
          ]}
        >
          <IntervalsInput disabled={!editable} testId="message-config-intervals" />
        </Form.Item>
        <Divider titlePlacement="start">{t('alarm.config.sections.recipients')}</Divider>
        <RecipientsFields disabled={!editable} testIdPrefix="message-config" />
        {editable && (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="message-config-save">
            {t('common.buttons.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
