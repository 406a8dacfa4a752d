import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkOrderRecordDetail } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { AttachmentsPanel } from './AttachmentsPanel';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const record: WorkOrderRecordDetail = {
  attachments: [
    { file_id: 5, name: 'leak.png', category: 'image', ext: 'png', size: 100, url: '/getImg?id=5&business_no=workOrder', user_id: 8, user_name: 'Li Si', create_time: '2026-01-01T00:00:00.000Z', step: 'create', kind: 'file' },
    { file_id: 6, name: 'report.pdf', category: 'document', ext: 'pdf', size: 100, url: '/exportFile?id=6&business_no=workOrder', user_id: 8, user_name: 'Li Si', create_time: '2026-01-01T00:00:00.000Z', step: 'finish', kind: 'file' },
  ],
  result: null,
  parent: null,
  children: [],
  parts_cost: '0.00',
  show_parts_cost: true,
  show_labour_cost: true,
};

describe('AttachmentsPanel', () => {
  it('lists the files with the step they came with and who attached them; removes one after confirmation', async () => {
    const server = fakeServer([], { '/workOrderRecord/detail': record, '/workOrderAttachment/remove': [] });
    renderPage(<AttachmentsPanel orderId={3} mayEdit />);
    const doc = await screen.findByTestId('wo-attachment-6');
    expect(within(doc).getByText('At finish')).toBeInTheDocument();
    expect(within(doc).getByText('report.pdf').closest('a')).toHaveAttribute('href', expect.stringContaining('/exportFile?'));
    expect(within(screen.getByTestId('wo-attachment-5')).getByText('At creation')).toBeInTheDocument();
    expect(within(doc).getByText(/^Li Si · /)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('wo-attachment-remove-6'));
    fireEvent.click(await screen.findByTestId('wo-attachment-remove-6-confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrderAttachment/remove')).toMatchObject({ work_order_id: '3', file_id: '6' }));
  });

  it('takes a photo with the phone’s camera and uploads it to the order', async () => {
    const server = fakeServer([], { '/workOrderRecord/detail': record, '/addFile': 9 });
    renderPage(<AttachmentsPanel orderId={3} mayEdit />);
    expect(await screen.findByTestId('wo-attachments-camera')).toBeInTheDocument();
    const input = screen.getByTestId('wo-attachments-camera-input');
    expect(input).toHaveAttribute('capture', 'environment');
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(server.bodyOf('/addFile')).toMatchObject({ data_id: '3', business_no: 'workOrder', files: 'file:photo.jpg' }));
  });

  it('only lists when the reader may not record', async () => {
    fakeServer([], { '/workOrderRecord/detail': record });
    renderPage(<AttachmentsPanel orderId={3} mayEdit={false} />);
    expect(await screen.findByTestId('wo-attachment-5')).toBeInTheDocument();
    expect(screen.queryByTestId('wo-attachments-camera')).toBeNull();
    expect(screen.queryByTestId('wo-attachment-remove-5')).toBeNull();
  });
});
