import { useState, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Result, Segmented, Spin, Typography } from 'antd';
import { LANGS, type Lang } from '@gengyun/contracts/i18n/catalog';
import { PUBLIC_SCAN_PATH, SERVICE_REQUEST_LIMITS as LIMITS, type MessageKey } from '@gengyun/contracts';
import { preferencesStore } from '@/app/session-store';
import { i18n } from '@/i18n/i18n-instance';
import { useT } from '@/i18n/t';
import { PhotoPicker } from './PhotoPicker';
import { RequestSent } from './RequestSent';
import { RequestProgress } from './RequestProgress';
import { usePublicEquipment, useSendPublicRequest, type PublicRequestInput } from './public-request.api';

const shell = { maxWidth: 480, margin: '0 auto', padding: 16, minHeight: '100vh' } as const;

const switchLang = (lang: Lang): void => {
  preferencesStore.set({ ...preferencesStore.get(), lang });
  void i18n.changeLanguage(lang);
};

/**
 * /public/request/:token — what an equipment's printed QR code opens, on a phone, without logging in: the equipment's
 * name, code and location, a short form (problem, details, name, optional phone for progress messages, photos from
 * the camera) and, once sent, the request number; and following a request by its number and phone.
 */
export function PublicRequestPage(): ReactElement {
  const { token = '' } = useParams();
  const { t, lang } = useT();
  const equipment = usePublicEquipment(token);
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  // Following a request: the number to look up (prefilled after sending one), or null for the form.
  const [following, setFollowing] = useState<{ code?: string } | null>(null);
  const [form] = Form.useForm<PublicRequestInput>();
  const send = useSendPublicRequest(token, (code) => {
    setSent(code);
    setPhotos([]);
    form.resetFields();
  });
  const required = (label: MessageKey) => [{ required: true, whitespace: true, message: t('common.validation.required', [t(label)]) }];

  const header = (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('publicRequest.title')}
      </Typography.Title>
      <Segmented<Lang>
        size="small"
        value={lang as Lang}
        onChange={switchLang}
        options={LANGS.map((value) => ({ value, label: t(`publicRequest.lang.${value}`) }))}
        data-testid="public-request-lang"
      />
    </div>
  );

  const body = (): ReactElement => {
    if (equipment.isPending) return <Spin style={{ display: 'block', marginTop: 80 }} />;
    if (equipment.isError) return <Result status="warning" title={equipment.error.message} data-testid="public-request-bad-link" />;
    const facts = equipment.data;
    if (!facts.enabled) {
      // A code printed with this page's address: the scan address leads staff on to the equipment in the back office.
      const staff = (
        <Button href={`${PUBLIC_SCAN_PATH}?link=${token}`} data-testid="public-request-staff-view">
          {t('publicRequest.staffView')}
        </Button>
      );
      return <Result status="info" title={t('serviceRequest.errors.publicDisabled')} extra={staff} data-testid="public-request-disabled" />;
    }
    if (following) return <RequestProgress link={token} code={following.code} onBack={() => setFollowing(null)} />;
    if (sent) return <RequestSent code={sent} onAgain={() => setSent(null)} onFollow={() => setFollowing({ code: sent })} />;
    return (
      <>
        <Card size="small" style={{ marginBottom: 12 }} data-testid="public-request-equipment">
          <Typography.Text strong>{facts.name}</Typography.Text>
          <div>{t('publicRequest.code', [facts.code])}</div>
          {facts.location_name && <div>{t('publicRequest.location', [facts.location_name])}</div>}
        </Card>
        {send.isError && <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 12 }} data-testid="public-request-error" />}
        <Form<PublicRequestInput> form={form} layout="vertical" onFinish={(values) => send.mutate({ values, photos })}>
          <Form.Item name="title" label={t('publicRequest.problem')} rules={required('publicRequest.problem')}>
            <Input maxLength={LIMITS.title} data-testid="public-request-title" />
          </Form.Item>
          <Form.Item name="description" label={t('publicRequest.details')}>
            <Input.TextArea rows={3} maxLength={LIMITS.description} data-testid="public-request-description" />
          </Form.Item>
          <Form.Item name="requester_name" label={t('publicRequest.name')} rules={required('publicRequest.name')}>
            <Input maxLength={LIMITS.requesterName} autoComplete="name" data-testid="public-request-name" />
          </Form.Item>
          <Form.Item name="requester_phone" label={t('publicRequest.phone')} extra={t('publicRequest.phoneHint')}>
            <Input type="tel" inputMode="tel" maxLength={20} autoComplete="tel" data-testid="public-request-phone" />
          </Form.Item>
          <Form.Item>
            <PhotoPicker photos={photos} onChange={setPhotos} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={send.isPending} data-testid="public-request-submit">
            {t('publicRequest.submit')}
          </Button>
        </Form>
        <Button type="link" block style={{ marginTop: 8 }} onClick={() => setFollowing({})} data-testid="public-request-follow-open">
          {t('publicRequest.follow')}
        </Button>
      </>
    );
  };

  return (
    <div style={shell} data-testid="public-request-page">
      {header}
      {body()}
    </div>
  );
}
