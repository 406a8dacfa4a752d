import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { LazyMapView } from './LazyMapView';

describe('LazyMapView', () => {
  it('loads the map chunk on demand and mounts Leaflet', async () => {
    const onMapReady = vi.fn();
    const { container } = renderWithProviders(<LazyMapView config={{ center: [30, 120] }} preferCanvas={false} onMapReady={onMapReady} />);
    await waitFor(() => expect(container.querySelector('.gy-map.leaflet-container')).not.toBeNull());
    expect(onMapReady).toHaveBeenCalledTimes(1);
  });
});
