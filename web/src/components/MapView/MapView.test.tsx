import { fireEvent, screen, waitFor } from '@testing-library/react';
import L from 'leaflet';
import { renderWithProviders } from '../test-utils';
import { iconColour, iconSpec } from './icons';
import { MapView, type MapViewProps } from './MapView';
import type { MapMarker } from './types';

// jsdom has no layout: give the map a size so Leaflet computes bounds and tiles.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});

const centre: [number, number] = [30.25, 120.15];
const markers: MapMarker[] = [
  { center: [30.25, 120.15], type: 'asset', value: 1, asset_status: 1, asset_name: 'Pump A', asset_code: 'P-A', running_status_name: 'Running', status_name: 'In use', result_type_name: 'Normal' },
  { center: [30.251, 120.151], type: 'position', value: 2, label: 'Gate' },
  { center: [30.249, 120.149], type: 'asset', value: 3, assets: '1', customer: 1 },
  { center: [30.252, 120.152], type: 'asset', value: 4, assetSewage: { realPW: 3, realPWName: 'COD', realPWValue: 120 } },
];

function mount(props: Partial<MapViewProps> = {}) {
  const maps: L.Map[] = [];
  const view = renderWithProviders(<MapView config={{ center: centre }} preferCanvas={false} onMapReady={(m) => maps.push(m)} {...props} />);
  const rerender = (next: Partial<MapViewProps>) => view.rerender(<MapView config={{ center: centre }} preferCanvas={false} onMapReady={(m) => maps.push(m)} {...next} />);
  return { ...view, maps, rerender };
}

const icons = (): HTMLImageElement[] => Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon'));

describe('MapView', () => {
  it('without a tile source draws the offline basemap (graticule, land outline, notice) with SPEC zooms and requests no tiles', async () => {
    const { maps, container } = mount();
    const map = maps[0];
    expect(map.getZoom()).toBe(16);
    expect(map.getMinZoom()).toBe(4);
    expect(map.getMaxZoom()).toBe(18);
    const element = container.querySelector('.gy-map') as HTMLElement;
    expect(element).toHaveClass('gy-map-offline');
    expect(element.dataset.basemap).toBe('offline');
    expect(container.querySelectorAll('path.gy-map-graticule').length).toBeGreaterThan(4);
    expect(screen.getByTestId('map-offline-notice')).toHaveTextContent('Offline basemap');
    await waitFor(() => expect(element.dataset.basemapLand).toBe('drawn'));
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
  });

  it('takes the tile source `offline` as the offline basemap', () => {
    const { container } = mount({ tileUrl: 'offline' });
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(screen.getByTestId('map-offline-notice')).toBeInTheDocument();
  });

  it('uses a configured tile URL and keeps it once a tile loads', async () => {
    const { container } = mount({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    const tiles = Array.from(container.querySelectorAll<HTMLImageElement>('img.leaflet-tile'));
    expect(tiles[0]?.src).toMatch(/^https:\/\/tiles\.example\/16\//);
    expect((container.querySelector('.gy-map') as HTMLElement).dataset.basemap).toBe('pending');
    fireEvent.load(tiles[0]);
    await waitFor(() => expect((container.querySelector('.gy-map') as HTMLElement).dataset.basemap).toBe('tiles'));
    tiles.slice(1, 5).forEach((tile) => fireEvent.error(tile));
    expect(screen.queryByTestId('map-offline-notice')).toBeNull();
    expect(container.querySelector('img.leaflet-tile')).not.toBeNull();
  });

  it('falls back to the offline basemap when the configured tiles fail, and stops asking for them', async () => {
    const { container } = mount({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    const tiles = Array.from(container.querySelectorAll<HTMLImageElement>('img.leaflet-tile'));
    expect(tiles.length).toBeGreaterThan(3);
    tiles.slice(0, 3).forEach((tile) => fireEvent.error(tile));
    expect(await screen.findByTestId('map-offline-notice')).toHaveTextContent('Offline basemap');
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(container.querySelectorAll('path.gy-map-graticule').length).toBeGreaterThan(4);
  });

  it('shows a flat plan image on L.CRS.Simple with the SPEC bounds and zooms', () => {
    const { maps, container } = mount({ config: { img: 1, url: '/getImg?id=9' } });
    const map = maps[0];
    expect(map.options.crs).toBe(L.CRS.Simple);
    expect([map.getZoom(), map.getMinZoom(), map.getMaxZoom()]).toEqual([0, -2, 2]);
    expect(map.getCenter()).toMatchObject({ lat: 0, lng: 0 });
    const overlay = Object.values((map as unknown as { _layers: Record<string, L.Layer> })._layers).find((l) => l instanceof L.ImageOverlay) as L.ImageOverlay;
    expect(overlay.getBounds().equals(L.latLngBounds([-540, -960], [540, 960]))).toBe(true);
    expect(container.querySelector<HTMLImageElement>('img.leaflet-image-layer')?.getAttribute('src')).toBe('/getImg?id=9');
  });

  it('rebuilds for img/url/baidu changes and flies to a new centre otherwise', () => {
    const { maps, rerender } = mount({ config: { center: centre, url: 'https://a/{z}/{x}/{y}.png' } });
    const fly = vi.spyOn(maps[0], 'flyTo');
    rerender({ config: { center: [31, 121], url: 'https://a/{z}/{x}/{y}.png' } });
    expect(maps).toHaveLength(1);
    expect(fly).toHaveBeenCalledWith([31, 121], 16, { duration: 0.5 });
    rerender({ config: { center: [31, 121], url: 'https://b/{z}/{x}/{y}.png' } });
    rerender({ config: { center: [31, 121], url: 'https://b/{z}/{x}/{y}.png', baidu: 1 } });
    expect(maps).toHaveLength(3);
  });

  it('opens at the first centre that arrives without a flight, and flies to later ones', () => {
    const { maps, rerender } = mount({ config: { url: 'https://a/{z}/{x}/{y}.png' } });
    const fly = vi.spyOn(maps[0], 'flyTo');
    const jump = vi.spyOn(maps[0], 'setView');
    rerender({ config: { center: [31, 121], url: 'https://a/{z}/{x}/{y}.png' } });
    expect([jump.mock.calls[0]?.[0], fly.mock.calls.length]).toEqual([[31, 121], 0]);
    rerender({ config: { center: [30, 120], url: 'https://a/{z}/{x}/{y}.png' } });
    expect(fly).toHaveBeenCalledWith([30, 120], 16, { duration: 0.5 });
  });

  it('does not fly in centre-zoom mode or image mode', () => {
    const { maps, rerender } = mount({ centerZoom: true });
    const fly = vi.spyOn(maps[0], 'flyTo');
    rerender({ centerZoom: true, config: { center: [31, 121] } });
    expect(fly).not.toHaveBeenCalled();
    const image = mount({ config: { img: true, url: '/p.png', center: [0, 0] } });
    const imageFly = vi.spyOn(image.maps[0], 'flyTo');
    image.rerender({ config: { img: true, url: '/p.png', center: [10, 10] } });
    expect(imageFly).not.toHaveBeenCalled();
  });

  it('draws markers with their icons, hides customer assets, and warns in red', async () => {
    mount({ markers, customer: true, clusterThreshold: 1000 });
    await waitFor(() => expect(icons()).toHaveLength(3));
    const srcs = icons().map((img) => img.getAttribute('src'));
    expect(srcs).toContain(iconSpec('statusOn').url);
    expect(srcs).toContain(iconSpec('factory3').url);
    const pin = icons().find((img) => img.getAttribute('src') === iconSpec('position').url) as HTMLImageElement;
    expect(pin.style.width).toBe('25px');
    expect(pin.style.height).toBe('41px');
    const warning = document.querySelector('.gy-map-tooltip-red') as HTMLElement;
    expect(warning).toHaveTextContent('COD 120');
    expect(warning).toHaveStyle({ color: 'rgb(245, 34, 45)' });
  });

  it('opens the asset popup 300 ms after a click and emits double-clicks separately', async () => {
    const onMarkerClick = vi.fn();
    const onMarkerDblClick = vi.fn();
    mount({ markers: [markers[0]], onMarkerClick, onMarkerDblClick });
    await waitFor(() => expect(icons()).toHaveLength(1));
    fireEvent.click(icons()[0]);
    expect(onMarkerClick).not.toHaveBeenCalled();
    await waitFor(() => expect(onMarkerClick).toHaveBeenCalledWith(markers[0]), { timeout: 1000 });
    const popup = await screen.findByText('Pump A');
    expect(popup.closest('.gy-map-popup')).toHaveTextContent('Asset code: P-A');
    expect(popup.closest('.gy-map-popup')).toHaveTextContent('Result type: Normal');

    fireEvent.click(icons()[0]);
    fireEvent.dblClick(icons()[0]);
    fireEvent.click(icons()[0]);
    expect(onMarkerDblClick).toHaveBeenCalledWith(markers[0]);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(onMarkerClick).toHaveBeenCalledTimes(1);
  });

  it('updates a changed marker icon in place and keeps the others', async () => {
    // Marker 3 carries the customer flag with assets '1', so it stays hidden.
    const { rerender } = mount({ markers, clusterThreshold: 1000 });
    await waitFor(() => expect(icons()).toHaveLength(3));
    const before = icons();
    const changed = markers.map((m) => (m.value === 1 ? { ...m, is_fault: 1 as const } : m));
    rerender({ markers: changed, clusterThreshold: 1000 });
    await waitFor(() => expect(icons().map((i) => i.getAttribute('src'))).toContain(iconSpec('fault').url));
    const after = icons();
    expect(after).toHaveLength(3);
    expect(after.filter((el) => before.includes(el))).toHaveLength(3);
  });

  it('clusters thousands of markers on a grid and draws only a bounded number', async () => {
    const many: MapMarker[] = Array.from({ length: 5000 }, (_, i) => ({ center: [30 + (i % 100) * 0.0004, 120 + Math.floor(i / 100) * 0.0004], type: 'asset', value: i }));
    mount({ markers: many, config: { center: [30.02, 120.01], zoom: 14 } });
    await waitFor(() => expect(document.querySelectorAll('.gy-map-cluster').length).toBeGreaterThan(0));
    expect(icons().length).toBeLessThan(1000);
    const counts = Array.from(document.querySelectorAll('.gy-map-cluster')).map((el) => Number(el.textContent));
    expect(counts.reduce((a, b) => a + b, 0) + icons().length).toBeLessThanOrEqual(5000);
  });

  it('groups 30 nearby markers on a street map into numbered clusters coloured by their worst state; a click zooms in until they separate', async () => {
    // Three sites a few hundred metres apart, ten pumps each within a few metres; one site has a fault.
    const sites: [number, number][] = [[30.25, 120.15], [30.253, 120.155], [30.247, 120.158]];
    const thirty: MapMarker[] = sites.flatMap(([lat, lng], site) =>
      Array.from({ length: 10 }, (_, i): MapMarker => ({ center: [lat + i * 0.00004, lng + i * 0.00004], type: 'asset', value: site * 10 + i, asset_status: 1, is_fault: site === 1 && i === 3 ? 1 : 0 })),
    );
    const { maps } = mount({ markers: thirty, config: { center: [30.25, 120.155], zoom: 14 } });
    const clusters = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('.gy-map-cluster'));
    await waitFor(() => expect(clusters().length).toBeGreaterThan(0));
    expect(icons()).toHaveLength(0);
    expect(clusters().reduce((sum, el) => sum + Number(el.textContent), 0)).toBe(30);
    const faulty = clusters().find((el) => el.classList.contains('gy-map-cluster-fault')) as HTMLElement;
    expect(faulty.querySelector('div')).toHaveStyle({ background: iconColour('fault') });
    expect(faulty.querySelector('div')?.title).toBe('10 markers, most urgent: Fault or alarm. Click to zoom in');
    expect(clusters().filter((el) => el.classList.contains('gy-map-cluster-statusOn'))).toHaveLength(2);

    const zoom = maps[0].getZoom();
    fireEvent.click(faulty);
    await waitFor(() => expect(maps[0].getZoom()).toBeGreaterThan(zoom));
    await waitFor(() => expect(icons().length).toBeGreaterThan(0), { timeout: 3000 });
  });

  it('shows a legend of the states on the map, worst first, with counts, in the chosen language', () => {
    const shown: MapMarker[] = [
      { center: [30.25, 120.15], type: 'asset', value: 1, running_status_id: 1 },
      { center: [30.26, 120.16], type: 'asset', value: 2, is_fault: 1 },
      { center: [30.27, 120.17], type: 'asset', value: 3, running_status_id: 1 },
    ];
    renderWithProviders(<MapView config={{ center: centre }} preferCanvas={false} markers={shown} />, { lang: 'zh_CN' });
    const rows = Array.from(screen.getByTestId('map-legend').querySelectorAll<HTMLElement>('[data-kind]'));
    expect(rows.map((row) => [row.dataset.kind, row.textContent])).toEqual([
      ['fault', '故障或报警1'],
      ['running', '运行中2'],
    ]);
    expect(screen.getByTestId('map-offline-notice')).toHaveTextContent('离线底图');
  });
});
