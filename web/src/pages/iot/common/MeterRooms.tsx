import { memo, type ReactElement } from 'react';
import { useRoom } from '@/api/socket';

function MeterRoom({ id }: { id: number }): null {
  useRoom(`meter:${id}`);
  return null;
}

/** Joins the `meter:{id}` room of every meter on screen while mounted (readings are pushed to those rooms only). */
export const MeterRooms = memo(function MeterRooms({ ids }: { ids: readonly number[] }): ReactElement {
  return (
    <>
      {ids.map((id) => (
        <MeterRoom key={id} id={id} />
      ))}
    </>
  );
});
