import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { ImportTaskDialog } from '@/components/TaskDialogs';
import { fakeServer, renderPage, toast } from '@/test/page-harness';
import { i18n } from '@/i18n/i18n-instance';
import { EquipmentDetailPage } from './EquipmentDetailPage';
import { EquipmentFormPage } from './EquipmentFormPage';
import { EquipmentListPage } from './EquipmentListPage';
import { LEDGER_IMPORT } from './import-export.api';

const P = Permission.equipment;
const row = {
  id: 7, asset_code: 'EQ0007', asset_name: 'Pump-7', type_id: 1, model_id: 2, position_id: 4, parent_id: null, status: 1, running_status_id: 1,
  supplier_id: null, manufacturer_id: null, address_id: null, warranty_type: null, warranty_start: null, warranty_end: null, purchase_date: '2024-02-15',
  purchase_cost: 1250, specification: null, remark: null, custom_fields: {}, x: null, y: null, lng: null, lat: null, scrap_reason: null, scrap_time: null,
  type_name: 'Pump', model_name: 'QW100', position_name: 'Room', parent_name: null, supplier_name: null, manufacturer_name: null,
};
const options = (body: Record<string, string>) => (body.selectKey === 'assetType' ? [{ value: 1, text: 'Pump', pid: null }] : []);
const handlers = { '/equipment/pageList': () => ({ rows: [row], total: 1 }), '/equipment/detail': () => row, '/getOptionsByKey': options };

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('ledger list', () => {
  it('a list-only user sees rows and the view link, but no add, import, export or delete', async () => {
    fakeServer([P.list], handlers);
    renderPage(<EquipmentListPage />);
    expect(await screen.findByText('Pump-7')).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-row-view-7')).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-print-labels')).toBeInTheDocument();
    for (const id of ['eqpt-add', 'eqpt-import', 'eqpt-export', 'eqpt-row-delete-7', 'eqpt-row-edit-7']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('holders of the codes get the buttons; a search sends the keyword from page 1', async () => {
    const server = fakeServer([P.list, P.add, P.import, P.export, P.delete, P.edit], handlers);
    renderPage(<EquipmentListPage />);
    expect(await screen.findByTestId('eqpt-row-delete-7')).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-add')).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-import')).toBeInTheDocument();
    await userEvent.type(within(screen.getByTestId('eqpt-search')).getAllByRole('textbox')[0], 'pump{Enter}');
    await waitFor(() => expect(server.bodyOf('/equipment/pageList')).toMatchObject({ keyword: 'pump', pageNumber: '1' }));
  });
});

describe('add form mirrors the server rules', () => {
  it('refuses an empty code, a bad code and a row with neither type nor model, and sends nothing', async () => {
    const server = fakeServer([P.list, P.add], handlers);
    renderPage(<EquipmentFormPage />);
    await userEvent.click(await screen.findByTestId('eqpt-form-submit'));
    expect(await screen.findByText('Equipment code cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Equipment name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Fill in at least one of device type or device model')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('eqpt-form-code'), 'bad code!');
    await userEvent.click(screen.getByTestId('eqpt-form-submit'));
    expect(await screen.findByText(/may hold letters, digits/)).toBeInTheDocument();
    expect(server.bodyOf('/equipment/add')).toBeUndefined();
  });

  it('posts the trimmed fields with the default status', async () => {
    const server = fakeServer([P.list, P.add], { ...handlers, '/equipment/add': () => ({ ...row, id: 31 }) });
    renderPage(<EquipmentFormPage />);
    await userEvent.type(await screen.findByTestId('eqpt-form-code'), ' EQ-9 ');
    await userEvent.type(screen.getByTestId('eqpt-form-name'), 'New pump');
    const type = within(screen.getByTestId('eqpt-form-type').closest('.ant-select') as HTMLElement).getByRole('combobox');
    fireEvent.mouseDown(type);
    await userEvent.click(await screen.findByTitle('Pump'));
    await userEvent.click(screen.getByTestId('eqpt-form-submit'));
    await waitFor(() => expect(server.bodyOf('/equipment/add')).toBeDefined());
    expect(server.bodyOf('/equipment/add')).toMatchObject({ asset_code: 'EQ-9', asset_name: 'New pump', type_id: '1', status: '5', running_status_id: '2' });
  });
});

describe('detail: status rules and scrap', () => {
  it('an in-use equipment can be scrapped, and its status stays locked while editing', async () => {
    fakeServer([P.list, P.edit, P.scrap], handlers);
    renderPage(<EquipmentDetailPage />, '/gengyun/eqpt/list/view?id=7');
    expect(await screen.findByTestId('eqpt-scrap')).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-tab-qr')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('eqpt-basic-buttons')).getByRole('button'));
    expect(await screen.findByText(/cannot be changed here/)).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-form-status').closest('.ant-select')).toHaveClass('ant-select-disabled');
  });

  it('a scrapped equipment offers no scrap and shows the reason', async () => {
    fakeServer([P.list, P.edit, P.scrap], { ...handlers, '/equipment/detail': () => ({ ...row, status: 3, scrap_reason: 'Rusted', scrap_time: '2024-06-01T00:00:00Z' }) });
    renderPage(<EquipmentDetailPage />, '/gengyun/eqpt/list/view?id=7');
    expect(await screen.findByTestId('eqpt-scrap-info')).toHaveTextContent('Rusted');
    expect(screen.queryByTestId('eqpt-scrap')).toBeNull();
  });

  it('scrapping needs a reason, then posts it', async () => {
    const server = fakeServer([P.list, P.scrap], { ...handlers, '/equipment/scrap': () => ({ ...row, status: 3 }) });
    renderPage(<EquipmentDetailPage />, '/gengyun/eqpt/list/view?id=7');
    await userEvent.click(await screen.findByTestId('eqpt-scrap'));
    await userEvent.click(await screen.findByTestId('eqpt-scrap-submit'));
    expect(await screen.findByText('Scrap reason cannot be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('eqpt-scrap-reason'), ' Rusted through ');
    await userEvent.click(screen.getByTestId('eqpt-scrap-submit'));
    await waitFor(() => expect(server.bodyOf('/equipment/scrap')).toMatchObject({ id: '7', reason: 'Rusted through' }));
  });

  it('the QR tab shows the asset QR picture with the token', async () => {
    fakeServer([P.list], handlers);
    renderPage(<EquipmentDetailPage />, '/gengyun/eqpt/list/view?id=7');
    await userEvent.click(await screen.findByTestId('eqpt-tab-qr'));
    expect((await screen.findByTestId('eqpt-qr-image')).getAttribute('src')).toBe('/showAssetQRCode?id=7&token=t');
  });
});

describe('import', () => {
  it('uploads the xlsx with the overlay flag, follows the task and lists the row messages', async () => {
    let polls = 0;
    const server = fakeServer([P.list, P.import], {
      '/equipment/import': () => ({ id: 5, status: 0 }),
      '/importTask/detail': () => {
        polls += 1;
        return polls < 2
          ? { id: 5, kind: 'import', status: 1, progress: 30, messages: [], has_file: false }
          : {
              id: 5,
              kind: 'import',
              status: 3,
              progress: 0,
              messages: [
                { key: 'files.errors.rowEmpty', params: [3, { key: 'equipment.ledger.fields.code' }] },
                { key: 'equipment.errors.importUnknown', params: [4, { key: 'equipment.ledger.fields.type' }, 'Pumps'] },
              ],
              has_file: false,
            };
      },
    });
    renderPage(<ImportTaskDialog {...LEDGER_IMPORT} onDone={() => undefined} onClose={() => undefined} />);
    await userEvent.click(await screen.findByTestId('eqpt-import-overlay'));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'ledger.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await userEvent.click(screen.getByTestId('eqpt-import-submit'));
    const errors = await screen.findByTestId('eqpt-import-errors', {}, { timeout: 5000 });
    expect(within(errors).getByText('Row 3: Equipment code cannot be empty')).toBeInTheDocument();
    expect(within(errors).getByText('Row 4: Type "Pumps" does not exist')).toBeInTheDocument();
    // one message about the outcome: the failure, and no success toast beside it
    expect(screen.getByTestId('eqpt-import-outcome')).toHaveTextContent('Import failed; nothing was written');
    expect(toast.success).not.toHaveBeenCalled();
    // a Chinese reader reads the same messages with the field names in Chinese
    await act(() => i18n.changeLanguage('zh_CN'));
    expect(within(errors).getByText('第3行：设备编号不能为空')).toBeInTheDocument();
    expect(within(errors).getByText('第4行：设备类型“Pumps”不存在')).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-import-outcome')).toHaveTextContent('导入失败，未写入任何数据');
    expect(server.bodyOf('/equipment/import')).toMatchObject({ files: 'file:ledger.xlsx', overlay: 'true' });
  });

  it('refuses a file that is not xlsx', async () => {
    const server = fakeServer([P.list, P.import]);
    renderPage(<ImportTaskDialog {...LEDGER_IMPORT} onDone={() => undefined} onClose={() => undefined} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'ledger.csv', { type: 'text/csv' }), { applyAccept: false });
    await userEvent.click(screen.getByTestId('eqpt-import-submit'));
    expect(server.count('/equipment/import')).toBe(0);
  });
});
