import { memo, type ReactElement, type ReactNode } from 'react';
import { Card, Space, Typography } from 'antd';
import { formatDate } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import type { LiveMeter } from './live-merge';
import { DISABLED_OPTION, MeterValue, STATUS_OPTIONS } from './MeterValue';
import type { QuantitySpec } from './quantities';

/** Online, offline, never seen — or disabled, which outranks them. */
export function MeterStatus({ meter }: { meter: Pick<LiveMeter, 'enabled' | 'status'> }): ReactElement {
  return meter.enabled ? <StatusTag value={meter.status} options={STATUS_OPTIONS} /> : <StatusTag value="disabled" options={DISABLED_OPTION} />;
}

export interface MeterCardProps {
  meter: LiveMeter;
  specs: readonly QuantitySpec[];
  /** Opens the meter (title link). */
  onOpen?: (meter: LiveMeter) => void;
  extra?: ReactNode;
}

/** A meter's live card: each quantity with its unit and decimals, status and last-seen time. */
export const MeterCard = memo(function MeterCard({ meter, specs, onOpen, extra }: MeterCardProps): ReactElement {
  const { t } = useT();
  const title = (
    <Space size={6}>
      {onOpen ? (
        <Typography.Link onClick={() => onOpen(meter)} data-testid={`meter-card-open-${meter.id}`}>
          {meter.meter_code}
        </Typography.Link>
      ) : (
        <span>{meter.meter_code}</span>
      )}
      <Typography.Text type="secondary" ellipsis style={{ maxWidth: 180 }}>
        {meter.name}
      </Typography.Text>
    </Space>
  );
  return (
    <Card
      size="small"
      title={title}
      extra={<MeterStatus meter={meter} />}
      data-testid={`meter-card-${meter.id}`}
      data-status={meter.enabled ? meter.status : 'disabled'}
      style={{ height: '100%', opacity: meter.enabled && meter.status === 'online' ? 1 : 0.75 }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {specs.map((spec) => (
          <MeterValue key={spec.key} meterId={meter.id} meterType={meter.meter_type} spec={spec} value={meter.values[spec.key]} />
        ))}
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }} data-testid={`meter-last-seen-${meter.id}`}>
        {meter.last_seen ? t('iot.monitor.lastSeen', [formatDate(meter.last_seen)]) : t('iot.monitor.neverSeen')}
      </Typography.Text>
      {extra}
    </Card>
  );
});

/** Cards in a responsive grid. */
export function MeterGrid({ children }: { children: ReactNode }): ReactElement {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 12 }}>{children}</div>;
}
