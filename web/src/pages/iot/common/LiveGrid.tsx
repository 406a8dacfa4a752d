import { useCallback, useMemo, type ReactElement } from 'react';
import { Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { detailLink } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import type { LiveMeter } from './live-merge';
import { MeterCard, MeterGrid } from './MeterCard';
import { MeterRooms } from './MeterRooms';
import { specsOf, type QuantityCatalogue } from './quantities';

export interface LiveGridProps {
  meters: readonly LiveMeter[];
  catalogue: QuantityCatalogue | undefined;
  loading?: boolean;
  /** Detail route a card title opens; none when the user may not open it. */
  viewRoute?: string;
}

/** Live meter cards in a grid; joins the rooms of the meters it shows. */
export function LiveGrid({ meters, catalogue, loading, viewRoute }: LiveGridProps): ReactElement {
  const navigate = useNavigate();
  const ids = useMemo(() => meters.map((m) => m.id), [meters]);
  const open = useCallback((meter: LiveMeter) => (viewRoute ? void navigate(detailLink(viewRoute, meter.id)) : undefined), [navigate, viewRoute]);
  if (loading) return <Skeleton active />;
  if (!meters.length) return <EmptyState descriptionKey="iot.monitor.noMeters" />;
  return (
    <>
      <MeterRooms ids={ids} />
      <MeterGrid>
        {meters.map((meter) => (
          <MeterCard key={meter.id} meter={meter} specs={specsOf(catalogue, meter.meter_type)} onOpen={viewRoute ? open : undefined} />
        ))}
      </MeterGrid>
    </>
  );
}
