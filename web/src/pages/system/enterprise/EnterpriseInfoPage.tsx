import { useEffect, useState, type ReactElement } from 'react';
import { Button, Card, Form, Input, Skeleton, Space } from 'antd';
import { Permission } from '@gengyun/contracts';
import { useSession } from '@/app/session-store';
import { LOGO_SIZE, Upload, type ImageSizeReader, type UploadedFile } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { DefaultLogo } from '@/app/brand/DefaultLogo';
import { useCan } from '@/app/permissions';
import { enterprisePayload, logoFiles, logoUrl, uploadLogo, useEnterpriseInfo, useUpdateEnterprise, type EnterpriseInput } from './enterprise.api';

type Values = Omit<EnterpriseInput, 'logo_file_id'>;

export interface EnterpriseInfoPageProps {
  /** Pixel-size reader for the logo check (tests inject one). */
  readImageSize?: ImageSizeReader;
}

/** /gengyun/enterprise/info: name, contact, address and the 144×48 PNG logo. */
export function EnterpriseInfoPage({ readImageSize }: EnterpriseInfoPageProps = {}): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.system.enterprise);
  const session = useSession();
  const info = useEnterpriseInfo();
  const [form] = Form.useForm<Values>();
  const [logo, setLogo] = useState<UploadedFile[]>([]);
  const update = useUpdateEnterprise(() => undefined);

  useEffect(() => {
    if (!info.data) return;
    const data = info.data;
    form.setFieldsValue({ name: data.name, contact: data.contact ?? '', phone: data.phone ?? '', email: data.email ?? '', address: data.address ?? '' });
    setLogo(logoFiles(data.logo_file_id, t('system.admin.enterprise.currentLogo')));
  }, [info.data, form, t]);

  if (!info.data) return <Card>{<Skeleton active />}</Card>;
  const current = logo[logo.length - 1];

  return (
    <Card
      title={t('menu.admin.enterpriseInfo')}
      data-testid="enterprise-page"
      extra={
        canEdit && (
          <Button type="primary" loading={update.isPending} onClick={() => form.submit()} data-testid="enterprise-save">
            {t('common.buttons.save')}
          </Button>
        )
      }
    >
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} disabled={!canEdit} onFinish={(values) => update.mutate({ ...enterprisePayload(values, logo) })}>
        <Form.Item
          name="name"
          label={t('system.admin.enterprise.name')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('system.admin.enterprise.name')]) }, { max: 100 }]}
        >
          <Input data-testid="enterprise-name" />
        </Form.Item>
        <Form.Item name="contact" label={t('system.admin.enterprise.contact')} rules={[{ max: 50 }]}>
          <Input data-testid="enterprise-contact" />
        </Form.Item>
        <Form.Item name="phone" label={t('web.fields.phone')} rules={[{ max: 30 }]}>
          <Input data-testid="enterprise-phone" />
        </Form.Item>
        <Form.Item name="email" label={t('system.admin.enterprise.email')} rules={[{ type: 'email', message: t('common.validation.invalid', [t('system.admin.enterprise.email')]) }, { max: 100 }]}>
          <Input data-testid="enterprise-email" />
        </Form.Item>
        <Form.Item name="address" label={t('system.admin.enterprise.address')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} data-testid="enterprise-address" />
        </Form.Item>
        <Form.Item label={t('system.admin.enterprise.logo')} extra={t('system.admin.enterprise.logoHint', [LOGO_SIZE.width, LOGO_SIZE.height])}>
          <Space orientation="vertical" data-testid="enterprise-logo">
            {/* As the header shows it: letterboxed in 144×48 on the side menu's colour, or the product's mark without one. */}
            <span className="gy-logo-preview" data-testid="enterprise-logo-preview" data-logo={current ? 'enterprise' : 'default'}>
              {current ? (
                <img src={logoUrl(current.id)} alt={t('system.admin.enterprise.logo')} width={LOGO_SIZE.width} height={LOGO_SIZE.height} style={{ objectFit: 'contain' }} />
              ) : (
                <DefaultLogo />
              )}
            </span>
            <Upload
              mode="logo"
              upload={uploadLogo}
              dataId={session?.enterpriseId}
              value={logo}
              onChange={(files) => setLogo(files.slice(-1))}
              disabled={!canEdit}
              readImageSize={readImageSize}
            />
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
