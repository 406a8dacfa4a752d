import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type ServiceRequestDetail, type ServiceRequestRow } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { ServiceRequestListPage } from './ServiceRequestListPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const SR = Permission.serviceRequest;
const row = (id: number, status: ServiceRequestRow['status']): ServiceRequestRow => ({
  ...TENANT_COLUMNS,
  id,
  code: `SR20260101-000${id}`,
  channel: id === 2 ? 'public' : 'staff',
  status,
  title: `Tap leaking ${id}`,
  description: 'Second tap in the washroom',
  equipment_id: 5,
  equipment_name: 'Tap bank',
  location_id: 3,
  location_name: 'Building A',
  requester_id: id === 2 ? null : 9,
  requester_name: id === 2 ? 'Mr Wang' : 'Li Si',
  requester_phone: id === 2 ? '13800138000' : null,
  reject_reason: null,
  work_order_id: status === 'converted' ? 40 : null,
  work_order_code: status === 'converted' ? 'WO20260101-0040' : null,
  handled_user_id: null,
  handled_time: null,
  version: status === 'open' ? 1 : 2,
});
const page = { rows: [row(2, 'open'), row(1, 'converted')], total: 2 };
const detail: ServiceRequestDetail = { ...row(2, 'open'), photos: [{ id: 71, name: 'leak.png' }] };
const handlers = {
  '/serviceRequest/pageList': page,
  '/serviceRequest/detail': detail,
  '/workOrderType/pageList': { rows: [{ id: 4, name: 'Repair', enabled: true }], total: 1 },
  '/user/pageList': { rows: [{ id: 7, name: 'Wang Wu', account: 'wangwu' }], total: 1 },
};

const openDrawer = async (): Promise<HTMLElement> => {
  fireEvent.click(await screen.findByTestId('service-request-detail-2'));
  return screen.findByTestId('service-request-detail');
};

const choose = async (label: string, option: string): Promise<void> => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
};

describe('ServiceRequestListPage', () => {
  it('lists requests with their status and channel in the reader’s language', async () => {
    fakeServer([SR.list], handlers);
    renderPage(<ServiceRequestListPage />);
    const open = await screen.findByTestId('service-request-row-2');
    expect(open).toHaveAttribute('data-status', 'open');
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('QR code page')).toBeInTheDocument();
    expect(within(screen.getByTestId('service-request-row-1')).getByText('WO20260101-0040')).toBeInTheDocument();
  });

  it('sends the keyword and the status filter, back on page 1', async () => {
    const server = fakeServer([SR.list], handlers);
    renderPage(<ServiceRequestListPage />);
    await screen.findByTestId('service-request-row-2');
    const box = screen.getByLabelText('Number, problem or requester');
    fireEvent.change(box, { target: { value: ' SR2026 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.bodyOf('/serviceRequest/pageList')).toMatchObject({ keyword: 'SR2026', pageNumber: '1' }));
    await choose('Filter by status', 'Rejected');
    await waitFor(() => expect(server.bodyOf('/serviceRequest/pageList')).toMatchObject({ status: 'rejected', keyword: 'SR2026' }));
  });

  it('opens filtered by the status in its address (the work bench card’s ?status=open)', async () => {
    const server = fakeServer([SR.list], handlers);
    renderPage(<ServiceRequestListPage />, '/?status=open');
    await screen.findByTestId('service-request-row-2');
    expect(server.bodyOf('/serviceRequest/pageList')).toMatchObject({ status: 'open', pageNumber: '1' });
    expect(within(screen.getByTestId('service-request-status-filter')).getByText('Open')).toBeInTheDocument();
  });

  it('exports with the keyword and status filter shown, without paging, as a task of the export centre', async () => {
    const server = fakeServer([SR.list], { ...handlers, '/serviceRequest/export': { id: 8, status: 0 } });
    renderPage(<ServiceRequestListPage />);
    await screen.findByTestId('service-request-row-2');
    const box = screen.getByLabelText('Number, problem or requester');
    fireEvent.change(box, { target: { value: 'SR2026' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await choose('Filter by status', 'Rejected');
    await waitFor(() => expect(server.bodyOf('/serviceRequest/pageList')).toMatchObject({ status: 'rejected', keyword: 'SR2026' }));
    fireEvent.click(screen.getByTestId('service-request-export'));
    await waitFor(() => expect(server.bodyOf('/serviceRequest/export')).toMatchObject({ status: 'rejected', keyword: 'SR2026' }));
    expect(server.bodyOf('/serviceRequest/export')).not.toHaveProperty('pageNumber');
    expect(await screen.findByTestId('service-request-transfer-started')).toBeInTheDocument();
  });

  it('shows the request’s photos in the drawer, and no buttons to those who may only list', async () => {
    fakeServer([SR.list], handlers);
    renderPage(<ServiceRequestListPage />);
    const drawer = await openDrawer();
    const photo = await within(drawer).findByAltText('leak.png');
    expect(photo.getAttribute('src')).toMatch(/\/getImg\?.*id=71.*business_no=serviceRequest/);
    expect(within(drawer).getByText('13800138000')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('service-request-convert')).toBeNull();
    expect(within(drawer).queryByTestId('service-request-reject')).toBeNull();
  });

  it('converts with the order’s type, priority and person in charge at the version read', async () => {
    const server = fakeServer([SR.list, SR.convert], { ...handlers, '/serviceRequest/convert': { ...detail, status: 'converted' } });
    renderPage(<ServiceRequestListPage />);
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByTestId('service-request-convert'));
    const dialog = await screen.findByTestId('service-request-convert-dialog');
    expect(within(dialog).getByText('The title, description, photos, equipment, location and requester go to the work order')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('service-request-convert-submit'));
    expect(await within(dialog).findByText('Type cannot be empty')).toBeInTheDocument();
    expect(server.count('/serviceRequest/convert')).toBe(0);
    await choose('Type', 'Repair');
    await choose('Person in charge', 'Wang Wu');
    fireEvent.click(screen.getByTestId('service-request-convert-submit'));
    await waitFor(() => expect(server.bodyOf('/serviceRequest/convert')).toMatchObject({ id: '2', version: '1', type_id: '4', priority: '3', person_in_charge_id: '7' }));
  });

  it('rejects only with a reason, and shows the server’s refusal', async () => {
    const server = fakeServer([SR.list, SR.reject], { ...handlers, '/serviceRequest/reject': fail('Service request SR20260101-0002 is already "Converted"') });
    renderPage(<ServiceRequestListPage />);
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByTestId('service-request-reject'));
    const dialog = await screen.findByTestId('service-request-reject-dialog');
    fireEvent.change(within(dialog).getByTestId('service-request-reason'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('service-request-reject-submit'));
    expect(await within(dialog).findByText('Reason for rejecting cannot be empty')).toBeInTheDocument();
    expect(server.count('/serviceRequest/reject')).toBe(0);
    fireEvent.change(within(dialog).getByTestId('service-request-reason'), { target: { value: ' Not a fault ' } });
    fireEvent.click(screen.getByTestId('service-request-reject-submit'));
    await waitFor(() => expect(server.bodyOf('/serviceRequest/reject')).toMatchObject({ id: '2', version: '1', reason: 'Not a fault' }));
    expect(screen.getByTestId('service-request-reject-dialog')).toBeInTheDocument();
  });

  it('shows an equipment’s public request address and its QR code for those who may list equipment', async () => {
    const url = 'https://gengyun.example/public/request/0123456789abcdef0123456789abcdef';
    const server = fakeServer([SR.list, Permission.equipment.list], {
      ...handlers,
      '/equipment/pageList': { rows: [{ id: 5, asset_name: 'Tap bank', asset_code: 'EQ-0042' }], total: 1 },
      '/serviceRequest/publicLink': { token: '0123456789abcdef0123456789abcdef', url },
    });
    renderPage(<ServiceRequestListPage />);
    fireEvent.click(await screen.findByTestId('service-request-qr'));
    const dialog = await screen.findByTestId('service-request-qr-dialog');
    expect(within(dialog).getByText('Choose a piece of equipment')).toBeInTheDocument();
    await choose('Equipment', 'EQ-0042 Tap bank');
    expect(await within(dialog).findByTestId('service-request-qr-url')).toHaveTextContent(url);
    expect(within(dialog).getByTestId('service-request-qr-image').getAttribute('src')).toMatch(/\/showServiceRequestQRCode\?.*id=5/);
    expect(server.bodyOf('/serviceRequest/publicLink')).toMatchObject({ equipment_id: '5' });
  });

  it('offers no QR codes to those who may not list equipment', async () => {
    fakeServer([SR.list], handlers);
    renderPage(<ServiceRequestListPage />);
    await screen.findByTestId('service-request-row-2');
    expect(screen.queryByTestId('service-request-qr')).toBeNull();
  });

  it('raises a request with equipment and an uploaded photo; without equipment it asks for the location', async () => {
    const server = fakeServer([SR.list, SR.add, Permission.equipment.list], {
      ...handlers,
      '/equipment/pageList': { rows: [{ id: 5, asset_name: 'Tap bank', asset_code: 'EQ-0042' }], total: 1 },
      '/assetPosition/tree': [],
      '/addFile': 88,
      '/serviceRequest/add': detail,
    });
    renderPage(<ServiceRequestListPage />);
    fireEvent.click(await screen.findByTestId('service-request-add'));
    const drawer = await screen.findByTestId('service-request-form');
    fireEvent.change(within(drawer).getByTestId('service-request-form-title'), { target: { value: ' Tap leaking ' } });
    fireEvent.click(screen.getByTestId('service-request-form-submit'));
    expect(await within(drawer).findByText('Choose the equipment or the location')).toBeInTheDocument();
    expect(server.count('/serviceRequest/add')).toBe(0);
    await choose('Equipment', 'EQ-0042 Tap bank');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'leak.png', { type: 'image/png' });
    fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [photo] } });
    await waitFor(() => expect(server.bodyOf('/addFile')).toMatchObject({ business_no: 'serviceRequest', files: 'file:leak.png' }));
    expect(server.bodyOf('/addFile')).not.toHaveProperty('data_id');
    await within(drawer).findByText('leak.png');
    fireEvent.click(screen.getByTestId('service-request-form-submit'));
    // Saving waits for antd's form validation of every field: give it more than waitFor's default second.
    await waitFor(() => expect(server.bodyOf('/serviceRequest/add')).toMatchObject({ title: 'Tap leaking', equipment_id: '5', photo_ids: '[88]' }), { timeout: 15_000 });
    expect(server.bodyOf('/serviceRequest/add')).not.toHaveProperty('location_id');
  });
});
