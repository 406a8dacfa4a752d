import type { ReactElement } from 'react';
import { Button, Card, Form, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { detailLink, routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { EQUIPMENT_VIEW_ROUTE } from './columns';
import { useAddEquipment, useEquipmentDetail } from './equipment.api';
import { EquipmentForm } from './EquipmentForm';
import { toEquipmentBody, type EquipmentInput } from './equipment-rules';

/**
 * /gengyun/eqpt/list/add: a new ledger row. `?parent_id=` (from the sub-equipment tab) makes it a child of that
 * equipment, in the parent's location (the server requires both to match).
 */
export function EquipmentFormPage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const parentId = Number(query.get('parent_id')) || 0;
  const parent = useEquipmentDetail(parentId);
  const [form] = Form.useForm<EquipmentInput>();
  const add = useAddEquipment((row) => void navigate(detailLink(EQUIPMENT_VIEW_ROUTE, row.id), { replace: true }));
  const waiting = parentId > 0 && !parent.data && !parent.isError;

  return (
    <Card
      title={parent.data ? t('equipment.ledger.addChildOf', [parent.data.asset_code]) : t('menu.eqpt.listAdd')}
      data-testid="eqpt-add-page"
      extra={
        <Button onClick={() => void navigate(routePath('eqpt/list'))} data-testid="eqpt-form-back">
          {t('common.buttons.back')}
        </Button>
      }
    >
      {!waiting && (
        <EquipmentForm
          form={form}
          adding
          initialValues={parent.data ? { parent_id: parent.data.id, position_id: parent.data.position_id ?? undefined } : undefined}
          onFinish={(values) => add.mutate(toEquipmentBody(values))}
        />
      )}
      <Space>
        <Button type="primary" loading={add.isPending} onClick={() => form.submit()} data-testid="eqpt-form-submit">
          {t('common.buttons.save')}
        </Button>
      </Space>
    </Card>
  );
}
