import { useState, type ReactElement } from 'react';
import { Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { useRoomJoined } from '@/api/socket';
import { formatDate, routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { useCan } from '@/app/permissions';
import { LiveStatus } from '../common/LiveStatus';
import { useDeleteMeter, useMeterDetail, useRotateCredential, useUpdateMeter, type DeviceLogin, type MeterDetail } from '../common/meter.api';
import { MeterStatus } from '../common/MeterCard';
import { MeterRooms } from '../common/MeterRooms';
import { MeterValue } from '../common/MeterValue';
import { useEquipmentNames, useLocationName } from '../common/names.api';
import { useLiveMeters } from '../common/useLiveMeters';
import { TrendPanel } from '../trend/TrendPanel';
import { CredentialsDialog } from './CredentialsDialog';

/** The update body keeping every field but `enabled` (update overwrites what it is not given). */
export const updateBody = (meter: MeterDetail, enabled: boolean) => ({
  id: meter.id,
  name: meter.name,
  enabled,
  equipment_id: meter.equipment_id ?? undefined,
  location_id: meter.location_id ?? undefined,
  customer_id: meter.customer_id ?? undefined,
  offline_after_seconds: meter.offline_after_seconds,
  remark: meter.remark ?? undefined,
});

export interface MeterViewProps {
  listRoute: string;
  titleKey: MessageKey;
}

/** One meter: latest values as big numbers, details, device login, enabling and a live trend. */
export function MeterView({ listRoute, titleKey }: MeterViewProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const detail = useMeterDetail(id);
  const { meters, snapshot } = useLiveMeters();
  const live = meters.get(id);
  // The server confirmed this tab in the meter's room: its readings are pushed here from now on.
  const joined = useRoomJoined(`meter:${id}`);
  const [login, setLogin] = useState<DeviceLogin | null>(null);
  const update = useUpdateMeter(() => void snapshot.refetch());
  const rotate = useRotateCredential(setLogin);
  const remove = useDeleteMeter(() => void navigate(routePath(listRoute), { replace: true }));
  const equipmentNames = useEquipmentNames(detail.data?.equipment_id ? [detail.data.equipment_id] : [], can(Permission.equipment.list));
  const locationName = useLocationName();

  if (!id || detail.isError) return <Result status="404" title={t('common.errors.notFound')} />;
  if (!detail.data) return <Card>{<Skeleton active />}</Card>;
  const meter = detail.data;
  const enabled = live?.enabled ?? meter.enabled;
  const lastSeen = live?.last_seen ?? meter.last_seen;

  const actions = (
    <Space wrap>
      <LiveStatus />
      {can(Permission.meter.edit) && (
        <Popconfirm
          title={t(enabled ? 'iot.monitor.actions.disableConfirm' : 'iot.monitor.actions.enableConfirm')}
          okText={t('common.buttons.confirm')}
          cancelText={t('common.buttons.cancel')}
          onConfirm={() => update.mutateAsync(updateBody(meter, !enabled))}
        >
          <Button danger={enabled} loading={update.isPending} data-testid="meter-toggle-enabled">
            {t(enabled ? 'iot.monitor.actions.disable' : 'iot.monitor.actions.enable')}
          </Button>
        </Popconfirm>
      )}
      {can(Permission.meter.credential) && (
        <Popconfirm title={t('iot.monitor.actions.rotateConfirm')} okText={t('common.buttons.confirm')} cancelText={t('common.buttons.cancel')} onConfirm={() => rotate.mutateAsync({ id: meter.id })}>
          <Button loading={rotate.isPending} data-testid="meter-rotate">
            {t('iot.monitor.actions.rotate')}
          </Button>
        </Popconfirm>
      )}
      {can(Permission.meter.delete) && <ConfirmDelete testId="meter-delete" onConfirm={() => remove.mutateAsync({ id: meter.id })} />}
      <Button onClick={() => void navigate(routePath(listRoute))} data-testid="meter-view-back">
        {t('common.buttons.back')}
      </Button>
    </Space>
  );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="meter-view-page" data-live={joined}>
      <MeterRooms ids={[meter.id]} />
      <Card
        title={
          <Space>
            <span>{t(titleKey)}</span>
            <Typography.Text strong>{`${meter.meter_code} ${meter.name}`}</Typography.Text>
            <MeterStatus meter={{ enabled, status: live?.status ?? meter.status }} />
          </Space>
        }
        extra={actions}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, marginBottom: 16 }} data-testid="meter-latest">
          {meter.quantities.map((spec) => (
            <MeterValue key={spec.key} meterId={meter.id} meterType={meter.meter_type} spec={spec} value={live?.values[spec.key]} size="big" />
          ))}
        </div>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('iot.monitor.fields.code')}>{meter.meter_code}</Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.name')}>{meter.name}</Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.type')}>{t(`iot.meter.types.${meter.meter_type}` as MessageKey)}</Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.topic')}>
            <Typography.Text code copyable>{`${meter.topic}/up`}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.credentials.username')}>{meter.credential_username ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.equipment')}>
            {meter.equipment_id ? (equipmentNames.get(meter.equipment_id) ?? t('iot.monitor.equipment.unnamed', [meter.equipment_id])) : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.location')}>{locationName(meter.location_id)}</Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.offlineAfter')}>{t('iot.monitor.seconds', [meter.offline_after_seconds])}</Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.lastSeen')}>{lastSeen ? formatDate(lastSeen) : t('iot.monitor.neverSeen')}</Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.createTime')}>{formatDate(meter.create_time)}</Descriptions.Item>
          <Descriptions.Item label={t('iot.monitor.fields.remark')}>{meter.remark ?? ''}</Descriptions.Item>
        </Descriptions>
      </Card>
      {(can(Permission.meter.history) || can(Permission.monitor.view)) && (
        <Card title={t('iot.monitor.trend.title')}>
          <TrendPanel meterId={meter.id} specs={meter.quantities} />
        </Card>
      )}
      <CredentialsDialog login={login} brokerPort={snapshot.data?.brokerPort} onClose={() => setLogin(null)} />
    </Space>
  );
}

/** /gengyun/monitor/view?id= */
export const MeterDetailPage = (): ReactElement => <MeterView listRoute="monitor" titleKey="menu.iot.monitorView" />;
/** /gengyun/watch/flowmeter/view?id= */
export const FlowmeterDetailPage = (): ReactElement => <MeterView listRoute="watch/flowmeter" titleKey="menu.iot.flowmeterView" />;
