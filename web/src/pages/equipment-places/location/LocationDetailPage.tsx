import { useState, type ReactElement } from 'react';
import { Button, Card, Col, Descriptions, Image, Result, Row, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { positionQrUrl, useLocationDetail } from '../common/places.api';
import { P } from '../common/permissions';
import { LocationFormDialog } from './LocationFormDialog';
import { PlanPlacement } from './PlanPlacement';

const show = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** /gengyun/asset/address/view?id=: a location's fields, QR code and floor plan (click to place it or its equipment). */
export function LocationDetailPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const detail = useLocationDetail(id || null);
  const [editing, setEditing] = useState(false);

  if (!id || detail.isError) return <Result status="404" title={t('equipmentPlaces.common.notFound')} />;
  if (!detail.data) return <Card>{<Skeleton active />}</Card>;
  const location = detail.data;

  return (
    <Card
      title={`${t('menu.basic.addressView')} · ${location.name}`}
      data-testid="location-view-page"
      extra={
        <Space>
          <Button onClick={() => void navigate(routePath('asset/address'))} data-testid="location-view-back">
            {t('common.buttons.back')}
          </Button>
          {can(P.position.edit) && (
            <Button type="primary" onClick={() => setEditing(true)} data-testid="location-view-edit">
              {t('common.buttons.edit')}
            </Button>
          )}
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={18}>
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('equipmentPlaces.location.fields.name')}>{location.name}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.location.fields.code')}>{show(location.code)}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.location.fields.level')}>{location.level}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.location.fields.path')}>{location.path.map((p) => p.name).join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.location.fields.x')}>{show(location.x)}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.location.fields.y')}>{show(location.y)}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.common.lng')}>{show(location.lng)}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.common.lat')}>{show(location.lat)}</Descriptions.Item>
            <Descriptions.Item label={t('equipmentPlaces.common.remark')}>{show(location.remark)}</Descriptions.Item>
          </Descriptions>
        </Col>
        <Col xs={24} lg={6} style={{ textAlign: 'center' }}>
          <div>{t('equipmentPlaces.location.fields.qrCode')}</div>
          <Image src={positionQrUrl(location.id)} width={160} alt={t('equipmentPlaces.location.fields.qrCode')} data-testid="location-qr" />
        </Col>
      </Row>
      <Card type="inner" size="small" title={t('equipmentPlaces.plan.title')}>
        <PlanPlacement detail={location} />
      </Card>
      <LocationFormDialog open={editing} editing={location} parentId={location.parent_id} onClose={() => setEditing(false)} />
    </Card>
  );
}
