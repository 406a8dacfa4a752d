import type { ReactElement } from 'react';
import { Form, Input, Modal, Skeleton } from 'antd';
import { DateInput } from '@/components/DatePickers';
import { Upload } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { OSAH_BUSINESS_NO, osahBody, uploadOsahFile, useOsahDetail, useSaveOsah, validityError, type OsahInput, type OsahRow } from './osah.api';

/** Add or edit an OSAH document: title, category, validity period, remark and its files. */
export function OsahFormDialog({ row, onClose }: { row?: OsahRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<OsahInput>();
  const detail = useOsahDetail(row?.id);
  const save = useSaveOsah(onClose);
  const loading = Boolean(row) && !detail.data;
  const initial: Partial<OsahInput> = detail.data
    ? {
        title: detail.data.title,
        category: detail.data.category ?? undefined,
        valid_from: detail.data.valid_from ?? undefined,
        valid_to: detail.data.valid_to ?? undefined,
        remark: detail.data.remark ?? undefined,
        files: detail.data.files.map((file) => ({ id: file.id, name: file.name, size: file.size })),
      }
    : { files: [] };

  return (
    <Modal
      open
      width={680}
      title={t(row ? 'equipment.osah.editTitle' : 'equipment.osah.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('eqpt-osah-submit', { loading: save.add.isPending || save.update.isPending, disabled: loading })}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {loading ? (
        <Skeleton active />
      ) : (
        <Form<OsahInput> form={form} layout="vertical" initialValues={initial} onFinish={(values) => (row ? save.update : save.add).mutate(osahBody(values, row?.id))}>
          <Form.Item
            name="title"
            label={t('equipment.osah.fields.title')}
            rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('equipment.osah.fields.title')]) }, { max: 200 }]}
          >
            <Input data-testid="eqpt-osah-title" />
          </Form.Item>
          <Form.Item name="category" label={t('equipment.osah.fields.category')} rules={[{ max: 50 }]}>
            <Input data-testid="eqpt-osah-category" />
          </Form.Item>
          <Form.Item name="valid_from" label={t('equipment.osah.fields.validFrom')}>
            <DateInput />
          </Form.Item>
          <Form.Item
            name="valid_to"
            label={t('equipment.osah.fields.validTo')}
            dependencies={['valid_from']}
            rules={[
              ({ getFieldValue }) => ({
                validator: () => {
                  const error = validityError({ valid_from: getFieldValue('valid_from'), valid_to: getFieldValue('valid_to') });
                  return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
                },
              }),
            ]}
          >
            <DateInput />
          </Form.Item>
          <Form.Item name="files" label={t('equipment.osah.fields.files')}>
            <Upload upload={uploadOsahFile} businessNo={OSAH_BUSINESS_NO} />
          </Form.Item>
          <Form.Item name="remark" label={t('equipment.osah.fields.remark')} rules={[{ max: 255 }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
