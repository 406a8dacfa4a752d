import { screen, within } from '@testing-library/react';
import type { WorkOrderRecordDetail } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { orderRow, repairType } from '../work-order-fixtures';
import { CustomFieldFiles } from './CustomFieldFiles';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const type = {
  ...repairType,
  fields: [
    ...repairType.fields,
    { field_id: 31, code: 'manual', name: 'Manual', data_type: 'file' as const, option_key: null, required: false, hidden: false, options: null, sort: 3 },
    { field_id: 32, code: 'scene', name: 'Scene', data_type: 'image' as const, option_key: null, required: false, hidden: false, options: null, sort: 4 },
  ],
};
const record = {
  attachments: [
    { file_id: 6, name: 'manual.pdf', category: 'document', ext: 'pdf', size: 100, url: '', user_id: 8, user_name: 'Li Si', create_time: '2026-01-01T00:00:00.000Z', step: 'create', kind: 'file' },
    { file_id: 5, name: 'scene.png', category: 'image', ext: 'png', size: 100, url: '', user_id: 8, user_name: 'Li Si', create_time: '2026-01-01T00:00:00.000Z', step: 'create', kind: 'file' },
  ],
  result: null,
  parent: null,
  children: [],
  parts_cost: '0.00',
  show_parts_cost: true,
  show_labour_cost: true,
} as WorkOrderRecordDetail;

describe('CustomFieldFiles', () => {
  it('shows the order’s file and picture fields with their files as links', async () => {
    fakeServer([], { '/workOrderType/detail': type, '/workOrderRecord/detail': record });
    renderPage(<CustomFieldFiles order={orderRow(4, 'toAccept', { custom_fields: { serial: 'SN', manual: [6], scene: [5] } })} />);
    const manual = await screen.findByTestId('work-order-field-files-manual');
    expect((await within(manual).findByText('manual.pdf')).closest('a')).toHaveAttribute('href', expect.stringContaining('/exportFile?id=6'));
    const scene = screen.getByTestId('work-order-field-files-scene');
    expect(within(scene).getByText('scene.png').closest('a')).toHaveAttribute('href', expect.stringContaining('/getImg?id=5'));
    expect(screen.getByText('Manual')).toBeInTheDocument();
  });

  it('shows nothing when the order has no files in its fields', async () => {
    const server = fakeServer([], { '/workOrderType/detail': type, '/workOrderRecord/detail': record });
    renderPage(<CustomFieldFiles order={orderRow(4, 'toAccept', { custom_fields: { serial: 'SN' } })} />);
    await vi.waitFor(() => expect(server.count('/workOrderType/detail')).toBe(1));
    expect(screen.queryByTestId('work-order-field-files')).toBeNull();
    expect(server.count('/workOrderRecord/detail')).toBe(0);
  });
});
