import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type ServiceRequestDetail } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { ServiceRequestListPage } from './ServiceRequestListPage';

// The edit runs antd's validation twice and an upload: slow under a loaded machine.
vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

const SR = Permission.serviceRequest;
/** The harness logs in as user 1. */
const request = (over: Partial<ServiceRequestDetail> = {}): ServiceRequestDetail => ({
  ...TENANT_COLUMNS,
  id: 2,
  code: 'SR20260101-0002',
  channel: 'staff',
  status: 'open',
  title: 'Tap leaking',
  description: 'Second tap in the washroom',
  equipment_id: 5,
  equipment_name: 'Tap bank',
  location_id: 3,
  location_name: 'Building A',
  requester_id: 9,
  requester_name: 'Li Si',
  requester_phone: null,
  reject_reason: null,
  work_order_id: null,
  work_order_code: null,
  handled_user_id: null,
  handled_time: null,
  version: 3,
  photos: [
    { id: 71, name: 'leak.png' },
    { id: 72, name: 'floor.png' },
  ],
  ...over,
});
const serve = (permissions: string[], detail: ServiceRequestDetail, extra: Record<string, unknown> = {}) =>
  fakeServer(permissions, { '/serviceRequest/pageList': { rows: [detail], total: 1 }, '/serviceRequest/detail': detail, ...extra });

const openDrawer = async (): Promise<HTMLElement> => {
  fireEvent.click(await screen.findByTestId('service-request-detail-2'));
  const drawer = await screen.findByTestId('service-request-detail');
  await within(drawer).findByAltText('leak.png');
  return drawer;
};

describe('RequestEditDrawer (editing an open request)', () => {
  it('edits the text and swaps photos at the version read, for one who may edit requests', async () => {
    const server = serve([SR.list, SR.edit], request(), { '/addFile': 88, '/serviceRequest/edit': request({ version: 4 }) });
    renderPage(<ServiceRequestListPage />);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByTestId('service-request-edit-open'));
    const form = await screen.findByTestId('service-request-edit');
    expect(within(form).getByTestId('service-request-edit-title')).toHaveValue('Tap leaking');
    fireEvent.change(within(form).getByTestId('service-request-edit-title'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('service-request-edit-submit'));
    expect(await within(form).findByText('Problem cannot be empty')).toBeInTheDocument();
    expect(server.count('/serviceRequest/edit')).toBe(0);
    fireEvent.change(within(form).getByTestId('service-request-edit-title'), { target: { value: ' Tap still leaking ' } });
    fireEvent.change(within(form).getByTestId('service-request-edit-description'), { target: { value: '' } });
    const item = within(form).getByText('floor.png').closest('.ant-upload-list-item') as HTMLElement;
    fireEvent.click(within(item).getByRole('button'));
    await waitFor(() => expect(within(form).queryByText('floor.png')).toBeNull());
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'new.png', { type: 'image/png' });
    fireEvent.change(form.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [photo] } });
    await waitFor(() => expect(server.bodyOf('/addFile')).toMatchObject({ business_no: 'serviceRequest', files: 'file:new.png' }));
    expect(server.bodyOf('/addFile')).not.toHaveProperty('data_id');
    await within(form).findByText('new.png');
    fireEvent.click(screen.getByTestId('service-request-edit-submit'));
    await waitFor(() => expect(server.bodyOf('/serviceRequest/edit')).toMatchObject({ id: '2', version: '3', title: 'Tap still leaking', add_photo_ids: '[88]', remove_photo_ids: '[72]' }), { timeout: 15_000 });
    expect(server.bodyOf('/serviceRequest/edit')).not.toHaveProperty('description');
    await waitFor(() => expect(screen.queryByTestId('service-request-edit')).toBeNull());
  });

  it('is offered to the request’s own requester without the permission, and shows the server’s refusal', async () => {
    const server = serve([SR.list, SR.add], request({ requester_id: 1 }), { '/serviceRequest/edit': fail('Service request SR20260101-0002 is already "Converted" and can no longer be changed') });
    renderPage(<ServiceRequestListPage />);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByTestId('service-request-edit-open'));
    await screen.findByTestId('service-request-edit');
    fireEvent.click(screen.getByTestId('service-request-edit-submit'));
    await waitFor(() => expect(server.bodyOf('/serviceRequest/edit')).toMatchObject({ id: '2', version: '3', title: 'Tap leaking', add_photo_ids: '[]', remove_photo_ids: '[]' }), { timeout: 15_000 });
    // The drawer stays open with what was typed.
    expect(screen.getByTestId('service-request-edit')).toBeInTheDocument();
  });

  it('is not offered on someone else’s request without the permission, nor once converted', async () => {
    serve([SR.list, SR.add], request());
    const view = renderPage(<ServiceRequestListPage />);
    expect(within(await openDrawer()).queryByTestId('service-request-edit-open')).toBeNull();
    view.unmount();
    serve([SR.list, SR.edit], request({ status: 'converted', work_order_id: 40, work_order_code: 'WO20260101-0040' }));
    renderPage(<ServiceRequestListPage />);
    expect(within(await openDrawer()).queryByTestId('service-request-edit-open')).toBeNull();
  });
});
