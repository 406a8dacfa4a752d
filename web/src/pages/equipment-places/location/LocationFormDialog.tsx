import { useEffect, useMemo, type ReactElement } from 'react';
import { Alert, Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { Upload } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { optionTree, useLocationOptions, type LocationNode } from '../common/places.api';
import { initialValues, locationError, locationPayload, parentLocked, selfAndDescendants, type LocationFormValues } from './location-rules';
import { uploadPlan, useAddLocation, useUpdateLocation } from './location.api';

export interface LocationFormDialogProps {
  open: boolean;
  /** The location edited, or null to add one. */
  editing: LocationNode | null;
  /** Parent of a new location (null: top level). */
  parentId: number | null;
  parentName?: string;
  onClose: () => void;
}

/** Add or edit a location: name, code, parent (never itself nor below itself), floor plan (required at top level), lng/lat. */
export function LocationFormDialog({ open, editing, parentId, parentName, onClose }: LocationFormDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<LocationFormValues>();
  const options = useLocationOptions();
  const add = useAddLocation();
  const update = useUpdateLocation();
  const parent = Form.useWatch('parent_id', form);
  const excluded = useMemo(() => selfAndDescendants(editing), [editing]);
  const treeData = useMemo(() => optionTree(options.data ?? [], excluded), [options.data, excluded]);
  const locked = parentLocked(editing);

  useEffect(() => {
    if (open) form.setFieldsValue(initialValues(editing, parentId, t('equipmentPlaces.location.fields.plan')));
    else form.resetFields();
  }, [open, editing, parentId, form, t]);

  const submit = async (): Promise<void> => {
    const values = await form.validateFields();
    const body = locationPayload(values, editing);
    await (editing ? update : add).mutateAsync(body);
    onClose();
  };

  const title = editing
    ? t('equipmentPlaces.location.editTitle')
    : parentId && parentName
      ? t('equipmentPlaces.location.addChildTitle', [parentName])
      : t('equipmentPlaces.location.addTitle');

  return (
    <Modal
      open={open}
      title={title}
      width={620}
      forceRender
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('location-form-submit', { loading: add.isPending || update.isPending })}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<LocationFormValues> form={form} layout="vertical" data-testid="location-form">
        <Form.Item
          name="name"
          label={t('equipmentPlaces.location.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('equipmentPlaces.location.fields.name')]) }, { max: 100 }]}
        >
          <Input data-testid="location-form-name" />
        </Form.Item>
        <Form.Item name="code" label={t('equipmentPlaces.location.fields.code')} rules={[{ max: 50 }]}>
          <Input data-testid="location-form-code" />
        </Form.Item>
        <Form.Item
          name="parent_id"
          label={t('equipmentPlaces.location.fields.parent')}
          extra={locked ? t('equipmentPlaces.location.parentLocked') : undefined}
          rules={[{ validator: (_r, value) => (editing && value === editing.id ? Promise.reject(new Error(t('equipment.errors.parentSelf'))) : Promise.resolve()) }]}
        >
          <TreeSelect
            data-testid="location-form-parent"
            allowClear
            showSearch
            treeDefaultExpandAll
            disabled={locked}
            treeNodeFilterProp="title"
            placeholder={t('equipmentPlaces.location.topLevel')}
            treeData={treeData}
          />
        </Form.Item>
        <Form.Item
          name="plan"
          label={t('equipmentPlaces.location.fields.plan')}
          dependencies={['parent_id']}
          valuePropName="value"
          rules={[
            {
              validator: (_r, plan: LocationFormValues['plan']) =>
                locationError({ parent_id: form.getFieldValue('parent_id') as number | null | undefined, plan }) === 'equipment.errors.planRequired'
                  ? Promise.reject(new Error(t('equipment.errors.planRequired')))
                  : Promise.resolve(),
            },
          ]}
        >
          <PlanUpload dataId={editing?.id} />
        </Form.Item>
        {!parent && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('equipmentPlaces.location.planHint')} />}
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="lng" label={t('equipmentPlaces.common.lng')} style={{ flex: 1 }}>
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: '100%' }} data-testid="location-form-lng" />
          </Form.Item>
          <Form.Item name="lat" label={t('equipmentPlaces.common.lat')} style={{ flex: 1 }}>
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: '100%' }} data-testid="location-form-lat" />
          </Form.Item>
          <Form.Item name="sort" label={t('equipmentPlaces.location.fields.sort')} style={{ flex: 1 }}>
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="location-form-sort" />
          </Form.Item>
        </div>
        <Form.Item name="remark" label={t('equipmentPlaces.common.remark')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="location-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The plan picture: one image (Upload image mode, 5M limit) sent to /addFile. */
function PlanUpload(props: { dataId?: number; value?: LocationFormValues['plan']; onChange?: (files: NonNullable<LocationFormValues['plan']>) => void }): ReactElement {
  return (
    <div data-testid="location-form-plan">
      <Upload upload={uploadPlan} mode="image" maxCount={1} dataId={props.dataId} value={props.value} onChange={props.onChange} />
    </div>
  );
}
