import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Form, Space } from 'antd';
import { RowViewButtons } from '@/components/RowViewButtons';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useUpdateEquipment, type EquipmentRow } from '../equipment.api';
import { EquipmentForm } from '../EquipmentForm';
import { EquipmentStatus, toEquipmentBody, toEquipmentInput, type EquipmentInput } from '../equipment-rules';

export interface BasicTabProps {
  equipment: EquipmentRow;
  mayEdit: boolean;
  /** Open straight in edit mode (`&edit=1`). */
  startEditing?: boolean;
}

/** Basic information, read-only until Edit; a locked status (in use, idle, scrapped) stays as it is. */
export function BasicTab({ equipment, mayEdit, startEditing = false }: BasicTabProps): ReactElement {
  const { t } = useT();
  const [editing, setEditing] = useState(mayEdit && startEditing);
  const [form] = Form.useForm<EquipmentInput>();
  const update = useUpdateEquipment(() => setEditing(false));

  useEffect(() => {
    form.setFieldsValue(toEquipmentInput(equipment));
  }, [equipment, form]);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <div style={{ display: 'flex', justifyContent: 'flex-end' }} data-testid="eqpt-basic-buttons">
        <RowViewButtons
          editing={editing}
          disabled={!mayEdit}
          saving={update.isPending}
          onEdit={() => setEditing(true)}
          onCancel={() => {
            form.setFieldsValue(toEquipmentInput(equipment));
            setEditing(false);
          }}
          onSave={() => form.submit()}
        />
      </div>
      {Number(equipment.status) === EquipmentStatus.scrapped && (
        <Alert
          type="error"
          showIcon
          message={t('equipment.ledger.scrap.done', [formatDate(equipment.scrap_time), equipment.scrap_reason ?? ''])}
          data-testid="eqpt-scrap-info"
        />
      )}
      <EquipmentForm
        form={form}
        adding={false}
        currentStatus={equipment.status}
        disabled={!editing}
        initialValues={toEquipmentInput(equipment)}
        onFinish={(values) => update.mutate(toEquipmentBody(values, equipment))}
      />
    </Space>
  );
}
