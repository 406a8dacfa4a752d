import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Select, TreeSelect, Typography } from 'antd';
import { ChooseDialog } from '@/components/ChooseDialog';
import { DataTable } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { fetchEquipmentPage, optionTree, useLocationOptions, type EquipmentRow } from '../common/places.api';
import { equipmentColumns, statusText } from './columns';
import { HandlerPicker } from './HandlerPicker';
import { IO_DEFAULT_STATUS, IO_DIRECTIONS, IO_TARGET_STATUSES, type IoDirectionValue } from './io-rules';
import { chosenOf, ioPayload, useAddIo, useIoDetail, useUpdateIo, type IoFormValues } from './io.api';

/** Most equipment one order takes (the server allows 500). */
export const IO_MAX_EQUIPMENT = 100;

export interface IoFormDialogProps {
  open: boolean;
  /** The order edited (draft or rejected), or null for a new one. */
  editId: number | null;
  onClose: () => void;
}

/** A draft in/out/transfer order: direction, equipment (choose dialog on /equipment/pageList), target location and status, handler. */
export function IoFormDialog({ open, editId, onClose }: IoFormDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<IoFormValues>();
  const [equipment, setEquipment] = useState<EquipmentRow[]>([]);
  const [choosing, setChoosing] = useState(false);
  const [missing, setMissing] = useState(false);
  const detail = useIoDetail(open ? editId : null);
  const options = useLocationOptions();
  const treeData = useMemo(() => optionTree(options.data ?? []), [options.data]);
  const add = useAddIo();
  const update = useUpdateIo();
  const columns = useMemo(() => equipmentColumns(), []);

  useEffect(() => {
    if (!open) {
      form.resetFields();
      setEquipment([]);
      setMissing(false);
      return;
    }
    if (editId && detail.data) {
      const d = detail.data;
      form.setFieldsValue({ direction: d.direction, to_position_id: d.to_position_id ?? undefined, to_status: d.to_status, handler_user_id: d.handler_user_id, remark: d.remark ?? undefined });
      setEquipment(chosenOf(d));
    } else if (!editId) {
      form.setFieldsValue({ direction: 1, to_status: IO_DEFAULT_STATUS[1] });
    }
  }, [open, editId, detail.data, form]);

  const submit = async (): Promise<void> => {
    const values = await form.validateFields();
    if (!equipment.length) {
      setMissing(true);
      return;
    }
    await (editId ? update : add).mutateAsync(ioPayload(values, equipment, editId ?? undefined));
    onClose();
  };

  const merge = (rows: EquipmentRow[]): void => {
    const known = new Set(equipment.map((e) => e.id));
    setEquipment([...equipment, ...rows.filter((r) => !known.has(r.id))]);
    setMissing(false);
    setChoosing(false);
  };

  return (
    <Modal
      open={open}
      forceRender
      width={860}
      title={editId ? t('equipmentPlaces.io.editTitle', [detail.data?.code ?? '']) : t('equipmentPlaces.io.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('io-form-submit', { loading: add.isPending || update.isPending })}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<IoFormValues> form={form} layout="vertical">
        <Form.Item name="direction" label={t('equipmentPlaces.io.fields.direction')} rules={[{ required: true }]}>
          <Radio.Group
            data-testid="io-form-direction"
            options={IO_DIRECTIONS.map((d) => ({ value: d, label: t(`equipmentPlaces.io.direction.${d}`) }))}
            onChange={(e) => form.setFieldValue('to_status', IO_DEFAULT_STATUS[e.target.value as IoDirectionValue])}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item
            name="to_position_id"
            label={t('equipmentPlaces.io.fields.toPosition')}
            style={{ flex: 1 }}
            rules={[{ required: true, message: t('equipment.errors.ioPositionRequired') }]}
          >
            <TreeSelect data-testid="io-form-to-position" showSearch treeDefaultExpandAll treeNodeFilterProp="title" treeData={treeData} />
          </Form.Item>
          <Form.Item name="to_status" label={t('equipmentPlaces.io.fields.toStatus')} style={{ flex: 1 }}>
            <Select<number>
              data-testid="io-form-to-status"
              allowClear
              placeholder={t('equipmentPlaces.io.keepStatus')}
              options={IO_TARGET_STATUSES.map((s) => ({ value: s, label: statusText(t, s) }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="handler_user_id" label={t('equipmentPlaces.io.fields.handler')}>
          <HandlerPicker knownName={editId ? detail.data?.handler_name : null} />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
          <Typography.Text strong>{t('equipmentPlaces.io.items', [equipment.length])}</Typography.Text>
          <Button data-testid="io-form-choose" onClick={() => setChoosing(true)}>
            {t('equipmentPlaces.io.actions.chooseEquipment')}
          </Button>
        </div>
        {missing && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={t('equipment.errors.ioNoEquipment')} />}
        <DataTable<EquipmentRow>
          columns={columns}
          rows={equipment}
          columnPicker={false}
          scrollY={220}
          actions={(row) => (
            <Button type="link" size="small" danger data-testid={`io-form-remove-${row.id}`} onClick={() => setEquipment(equipment.filter((e) => e.id !== row.id))}>
              {t('equipmentPlaces.io.actions.remove')}
            </Button>
          )}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('equipmentPlaces.io.subtreeHint')}
        </Typography.Paragraph>
        <Form.Item name="remark" label={t('equipmentPlaces.common.remark')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="io-form-remark" />
        </Form.Item>
      </Form>
      <ChooseDialog<EquipmentRow>
        open={choosing}
        nameKey="equipmentPlaces.io.fields.equipment"
        fetcher={fetchEquipmentPage}
        columns={columns}
        multiple
        max={IO_MAX_EQUIPMENT}
        onConfirm={merge}
        onCancel={() => setChoosing(false)}
      />
    </Modal>
  );
}
