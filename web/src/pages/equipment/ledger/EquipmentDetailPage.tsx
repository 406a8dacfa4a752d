import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MessageKey } from '@gengyun/contracts';
import { routePath } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { P } from '../common/permissions';
import { EQUIPMENT_BUSINESS_NO, equipmentKeys, useDeleteEquipment, useEquipmentDetail } from './equipment.api';
import { STATUS_OPTIONS, canScrap } from './equipment-rules';
import { ScrapDialog } from './ScrapDialog';
import { BasicTab } from './tabs/BasicTab';
import { ChildrenTab } from './tabs/ChildrenTab';
import { OwnedFiles } from '@/components/OwnedFiles';
import { LogsTab } from './tabs/LogsTab';
import { QrTab } from './tabs/QrTab';
import { ReadingsTab } from './tabs/ReadingsTab';
import { EquipmentWorkOrdersTab } from '@/pages/work-orders/equipment/EquipmentWorkOrdersTab';
import { EquipmentPartsTab } from '@/pages/inventory/equipment/EquipmentPartsTab';
import { tabPanel } from './equipment-tabs';

/** Tabs of the detail page; plans are filled by the area that declares them (`equipment-tabs.ts`), or wait for it (and say so). */
export const DETAIL_TABS = ['basic', 'children', 'files', 'qr', 'workOrders', 'parts', 'plans', 'readings', 'logs'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const PENDING: Partial<Record<DetailTab, MessageKey>> = {
  plans: 'equipment.ledger.tabs.plansEmpty',
};

/** /gengyun/eqpt/list/view?id=: one equipment with its tabs; `&edit=1` opens the basic tab in edit mode, `&tab=` a tab. */
export function EquipmentDetailPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const initialTab = DETAIL_TABS.find((tab) => tab === query.get('tab')) ?? 'basic';
  const [tab, setTab] = useState<DetailTab>(initialTab);
  const [scrapping, setScrapping] = useState(false);
  const detail = useEquipmentDetail(id);
  const remove = useDeleteEquipment(() => void navigate(routePath('eqpt/list'), { replace: true }));

  if (!id || detail.isError) return <Result status="404" title={t('common.errors.notFound')} />;
  if (!detail.data) return <Card>{<Skeleton active />}</Card>;
  const equipment = detail.data;

  const content: Record<DetailTab, () => ReactNode> = {
    basic: () => <BasicTab equipment={equipment} mayEdit={can(P.equipment.edit)} startEditing={query.get('edit') === '1'} />,
    children: () => <ChildrenTab equipment={equipment} mayAdd={can(P.equipment.add)} />,
    files: () => <OwnedFiles businessNo={EQUIPMENT_BUSINESS_NO} dataId={equipment.id} queryKey={equipmentKeys.files(equipment.id)} testIdPrefix="eqpt" mayUpload={can(P.equipment.edit) && can(P.file.upload)} mayDelete={can(P.equipment.edit) && can(P.file.delete)} />,
    qr: () => <QrTab equipment={equipment} />,
    workOrders: () => <EquipmentWorkOrdersTab equipmentId={equipment.id} />,
    parts: () => <EquipmentPartsTab equipmentId={equipment.id} />,
    plans: () => {
      const filled = tabPanel('plans');
      if (!filled) return <EmptyState descriptionKey={PENDING.plans} />;
      return (
        <Suspense fallback={<Skeleton active />}>
          <filled.Panel equipmentId={equipment.id} />
        </Suspense>
      );
    },
    readings: () => <ReadingsTab equipmentId={equipment.id} />,
    logs: () => <LogsTab equipmentId={equipment.id} />,
  };

  return (
    <Card
      title={
        <Space>
          <span>{`${t('menu.eqpt.listView')} · ${equipment.asset_code} ${equipment.asset_name}`}</span>
          <StatusTag value={equipment.status} options={STATUS_OPTIONS} />
        </Space>
      }
      data-testid="eqpt-view-page"
      extra={
        <Space>
          {can(P.equipment.scrap) && canScrap(equipment) && (
            <Button danger onClick={() => setScrapping(true)} data-testid="eqpt-scrap">
              {t('equipment.ledger.scrap.action')}
            </Button>
          )}
          {can(P.equipment.delete) && <ConfirmDelete testId="eqpt-delete" onConfirm={() => remove.mutateAsync({ id: equipment.id })} />}
          <Button onClick={() => void navigate(routePath('eqpt/list'))} data-testid="eqpt-view-back">
            {t('common.buttons.back')}
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as DetailTab)}
        destroyOnHidden
        items={DETAIL_TABS.map((key) => ({
          key,
          label: <span data-testid={`eqpt-tab-${key}`}>{t(`equipment.ledger.tabs.${key}`)}</span>,
          children: tab === key ? content[key]() : null,
        }))}
      />
      {scrapping && <ScrapDialog equipment={equipment} onClose={() => setScrapping(false)} />}
    </Card>
  );
}
