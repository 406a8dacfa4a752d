import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type PatrolPointRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PointPage } from './PointPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const point: PatrolPointRow = {
  ...TENANT_COLUMNS,
  id: 4,
  name: 'Pump 1 outlet',
  location_id: 3,
  equipment_id: null,
  equipment_type_id: null,
  qr_content: 'GY-P-0004',
  nfc_tag_id: null,
  latitude: 31.2304,
  longitude: 121.4737,
  range_m: 50,
  window_start: '08:00',
  window_end: '18:00',
  task_template_id: 5,
  allow_manual_check_in: false,
  enabled: true,
  version: 2,
};
const handlers = { '/patrolPoint/pageList': { rows: [point], total: 1 }, '/taskTemplate/pageList': { rows: [{ id: 5, name: 'Pump round' }], total: 1 } };

describe('PointPage (patrol/point)', () => {
  it('lists points with their label, position, range and window; shows the QR label', async () => {
    fakeServer([Permission.patrol.list], handlers);
    renderPage(<PointPage />);
    const row = await screen.findByTestId('patrol-point-row-4');
    expect(within(row).getByText('GY-P-0004')).toBeInTheDocument();
    expect(within(row).getByText('31.23040, 121.47370 ±50m')).toBeInTheDocument();
    expect(within(row).getByText('08:00–18:00')).toBeInTheDocument();
    expect(screen.queryByTestId('patrol-point-add')).toBeNull();
    fireEvent.click(within(row).getByTestId('patrol-point-qr-4'));
    const image = await screen.findByTestId('patrol-point-qr-image');
    expect(image.getAttribute('src')).toMatch(/\/showPatrolPointQRCode\?id=4/);
  });

  it('a supervisor allows manual check-in on a point: sent with its version', async () => {
    const server = fakeServer([Permission.patrol.list, Permission.patrol.edit], { ...handlers, '/patrolPoint/update': { ...point, allow_manual_check_in: true, version: 3 } });
    renderPage(<PointPage />);
    fireEvent.click(await screen.findByTestId('patrol-point-edit-4'));
    const drawer = await screen.findByTestId('patrol-point-form');
    fireEvent.click(within(drawer).getByTestId('patrol-point-manual'));
    fireEvent.click(screen.getByTestId('patrol-point-submit'));
    await waitFor(() => expect(server.bodyOf('/patrolPoint/update')).toMatchObject({ id: '4', version: '2', allow_manual_check_in: 'true', qr_content: 'GY-P-0004', range_m: '50' }));
  });
});
