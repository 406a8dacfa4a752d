import { fireEvent, screen, within } from '@testing-library/react';
import { fail } from '@/test/page-harness';
import { i18n } from '@/i18n/i18n-instance';
import { LINK, facts, openPublicPage, publicServer, typeInto } from './public-request-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe('PublicRequestPage', () => {
  it('shows only the equipment’s name, code and location for the token in the address', async () => {
    const server = publicServer();
    openPublicPage();
    const card = await screen.findByTestId('public-request-equipment');
    expect(card).toHaveTextContent('Tap bank');
    expect(card).toHaveTextContent('Code: EQ-0042');
    expect(card).toHaveTextContent('Location: Building A');
    expect(server.bodyOf('/public/serviceRequest/equipment')).toMatchObject({ link: LINK });
    const camera = screen.getByTestId('public-request-photos');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
  });

  it('sends the problem, the requester and the camera’s photos, then shows the request number', async () => {
    const server = publicServer({ '/public/serviceRequest/add': { code: 'SR20260101-0007' } });
    openPublicPage();
    await screen.findByTestId('public-request-equipment');
    fireEvent.click(screen.getByTestId('public-request-submit'));
    expect(await screen.findByText('What is wrong? cannot be empty')).toBeInTheDocument();
    expect(server.count('/public/serviceRequest/add')).toBe(0);
    typeInto('public-request-title', ' Tap leaking ');
    typeInto('public-request-name', 'Mr Wang');
    typeInto('public-request-phone', '13800138000');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'leak.png', { type: 'image/png' });
    const notPicture = new File(['text'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('public-request-photos'), { target: { files: [photo, notPicture] } });
    expect(await screen.findByText('leak.png')).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).toBeNull();
    fireEvent.click(screen.getByTestId('public-request-submit'));
    expect(await screen.findByTestId('public-request-number')).toHaveTextContent('Request number: SR20260101-0007');
    expect(server.bodyOf('/public/serviceRequest/add')).toMatchObject({ link: LINK, title: 'Tap leaking', requester_name: 'Mr Wang', requester_phone: '13800138000', files: 'file:leak.png' });
    fireEvent.click(screen.getByTestId('public-request-again'));
    expect(await screen.findByTestId('public-request-title')).toHaveValue('');
  });

  it('shows the server’s refusal on the page and keeps what was typed', async () => {
    publicServer({ '/public/serviceRequest/add': fail('The phone number is not valid') });
    openPublicPage();
    await screen.findByTestId('public-request-equipment');
    typeInto('public-request-title', 'Tap leaking');
    typeInto('public-request-name', 'Mr Wang');
    typeInto('public-request-phone', '12345');
    fireEvent.click(screen.getByTestId('public-request-submit'));
    expect(await screen.findByTestId('public-request-error')).toHaveTextContent('The phone number is not valid');
    expect(screen.getByTestId('public-request-phone')).toHaveValue('12345');
  });

  it('says when the enterprise turned the page off, or when the code is not valid', async () => {
    publicServer({ '/public/serviceRequest/equipment': { ...facts, enabled: false } });
    const first = openPublicPage();
    expect(await screen.findByTestId('public-request-disabled')).toHaveTextContent('Requests from this page are turned off');
    expect(screen.queryByTestId('public-request-submit')).toBeNull();
    // A code printed with this address before the scan address existed: staff go on to the equipment in the back office.
    expect(screen.getByTestId('public-request-staff-view').getAttribute('href')).toBe(`/public/scan?link=${LINK}`);
    first.unmount();
    vi.unstubAllGlobals();
    publicServer({ '/public/serviceRequest/equipment': fail('This QR code is not valid') });
    openPublicPage();
    expect(await screen.findByTestId('public-request-bad-link')).toHaveTextContent('This QR code is not valid');
  });

  it('switches between Chinese and English', async () => {
    publicServer();
    openPublicPage();
    await screen.findByTestId('public-request-equipment');
    fireEvent.click(within(screen.getByTestId('public-request-lang')).getByText('中文'));
    expect(await screen.findByText('设备报修')).toBeInTheDocument();
    expect(screen.getByTestId('public-request-submit')).toHaveTextContent('提交报修');
    await i18n.changeLanguage('en_US');
  });
});
