import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage, toast } from '@/test/page-harness';
import { enterprisePayload } from './enterprise.api';
import { EnterpriseInfoPage } from './EnterpriseInfoPage';

const info = { name: 'Demo', logo_file_id: null, address: null, contact: null, phone: null, email: null };
const png = (name = 'logo.png'): File => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const fileInput = (): HTMLInputElement => screen.getByTestId('enterprise-logo').querySelector('input[type=file]') as HTMLInputElement;

describe('enterprise payload', () => {
  it('trims texts, leaves blanks out and sends the last logo id', () => {
    expect(enterprisePayload({ name: ' A ', address: ' ', contact: 'Li' }, [{ id: 3, name: 'a', size: 0 }, { id: 7, name: 'b', size: 0 }])).toEqual({
      name: 'A',
      address: undefined,
      contact: 'Li',
      phone: undefined,
      email: undefined,
      logo_file_id: 7,
    });
  });
});

describe('EnterpriseInfoPage logo', { timeout: 30_000 }, () => {
  it('a picture too large to show as a logo is refused before upload', async () => {
    const server = fakeServer([Permission.system.enterprise], { '/enterprise/info': info, '/addFile': 5 });
    renderPage(<EnterpriseInfoPage readImageSize={() => Promise.resolve({ width: 2000, height: 48 })} />);
    await screen.findByTestId('enterprise-name');
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The logo must be a PNG of at most 512 KB and 1440 px a side (it is shown at 144x48)'));
    expect(server.bodiesOf('/addFile')).toHaveLength(0);
  });

  it('a PNG is uploaded as an enterprise file and saved as logo_file_id', async () => {
    const server = fakeServer([Permission.system.enterprise], { '/enterprise/info': info, '/addFile': 5, '/enterprise/update': { ...info, logo_file_id: 5 } });
    renderPage(<EnterpriseInfoPage readImageSize={() => Promise.resolve({ width: 144, height: 48 })} />);
    await screen.findByTestId('enterprise-name');
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await waitFor(() => expect(server.bodiesOf('/addFile')).toHaveLength(1));
    expect(server.bodiesOf('/addFile')[0]).toMatchObject({ business_no: 'enterprise', data_id: '1' });
    expect(await screen.findByTestId('enterprise-logo-preview')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('enterprise-save'));
    await waitFor(() => expect(server.bodiesOf('/enterprise/update')).toHaveLength(1));
    expect(server.bodiesOf('/enterprise/update')[0]).toMatchObject({ name: 'Demo', logo_file_id: '5' });
  });
});
