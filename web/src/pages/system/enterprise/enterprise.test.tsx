import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { bodiesOf, fakeServer, renderPage } from '@/pages/system/common/test-helpers';
import { enterprisePayload } from './enterprise.api';
import { EnterpriseInfoPage } from './EnterpriseInfoPage';

const api = vi.hoisted(() => ({ handler: vi.fn() }));
vi.mock('@/api/client', async (original) => {
  const real = await original<typeof import('@/api/client')>();
  return {
    ...real,
    call: (path: string, data?: unknown) => api.handler(path, data),
    post: async (path: string, data?: unknown) => ({ code: 200, content: await api.handler(path, data), msg: '' }),
  };
});

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
  beforeEach(() => {
    api.handler.mockReset();
  });

  it('a picture that is not 144×48 is refused before upload', async () => {
    fakeServer(api.handler, { '/enterprise/info': info, '/addFile': 5 }, [Permission.system.enterprise]);
    renderPage(<EnterpriseInfoPage readImageSize={() => Promise.resolve({ width: 100, height: 48 })} />);
    await screen.findByTestId('enterprise-name');
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    expect(await screen.findByText(/144/)).toBeInTheDocument();
    expect(bodiesOf(api.handler, '/addFile')).toHaveLength(0);
  });

  it('a 144×48 PNG is uploaded as an enterprise file and saved as logo_file_id', async () => {
    fakeServer(api.handler, { '/enterprise/info': info, '/addFile': 5, '/enterprise/update': { ...info, logo_file_id: 5 } }, [Permission.system.enterprise]);
    renderPage(<EnterpriseInfoPage readImageSize={() => Promise.resolve({ width: 144, height: 48 })} />);
    await screen.findByTestId('enterprise-name');
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await waitFor(() => expect(bodiesOf(api.handler, '/addFile')).toHaveLength(1));
    expect(bodiesOf(api.handler, '/addFile')[0]).toMatchObject({ business_no: 'enterprise', data_id: 1 });
    expect(await screen.findByTestId('enterprise-logo-preview')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('enterprise-save'));
    await waitFor(() => expect(bodiesOf(api.handler, '/enterprise/update')).toHaveLength(1));
    expect(bodiesOf(api.handler, '/enterprise/update')[0]).toMatchObject({ name: 'Demo', logo_file_id: 5 });
  });
});
