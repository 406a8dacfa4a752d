import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { CompanyRegisterForm } from './CompanyRegisterForm';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const fill = async (): Promise<void> => {
  await userEvent.type(screen.getByTestId('company-register-name'), 'Acme Works');
  await userEvent.type(screen.getByTestId('company-register-code'), 'acme');
  await userEvent.type(screen.getByTestId('company-register-person'), 'Ann');
  await userEvent.type(screen.getByTestId('company-register-account'), 'ann');
  await userEvent.type(screen.getByTestId('company-register-phone'), '13900139000');
  await userEvent.type(screen.getByTestId('company-register-password'), 'ann12345');
  await userEvent.type(screen.getByTestId('company-register-confirm'), 'ann12345');
};

describe('company self-registration form', () => {
  it('checks the enterprise code before sending, then applies', async () => {
    const server = fakeServer([], { '/registerCompany': () => ({ id: 1, status: 'pending', claim: false }) });
    const done = vi.fn();
    renderPage(<CompanyRegisterForm onDone={done} />);
    await fill();
    await userEvent.clear(screen.getByTestId('company-register-code'));
    await userEvent.type(screen.getByTestId('company-register-code'), 'a b');
    await userEvent.click(screen.getByTestId('company-register-submit'));
    expect(await screen.findByText('The enterprise code takes 2 to 50 letters, digits, _ or -')).toBeInTheDocument();
    expect(server.count('/registerCompany')).toBe(0);
    await userEvent.clear(screen.getByTestId('company-register-code'));
    await userEvent.type(screen.getByTestId('company-register-code'), 'acme');
    await userEvent.click(screen.getByTestId('company-register-submit'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(server.bodyOf('/registerCompany')).toMatchObject({ enterpriseName: 'Acme Works', enterpriseCode: 'acme', name: 'Ann', account: 'ann', phone: '13900139000', password: 'ann12345' });
    expect(server.bodyOf('/registerCompany')).not.toHaveProperty('confirmPassword');
    expect(toast.success).toHaveBeenCalledWith('Company registration submitted, awaiting platform approval');
  });

  it('a company already registered can be claimed with the same form', async () => {
    const server = fakeServer([], {
      '/registerCompany': (body) => (body.claim === 'true' ? { id: 2, status: 'pending', claim: true } : fail('Company already registered (you may apply to claim it)', 'identity.errors.companyRegistered')),
    });
    const done = vi.fn();
    renderPage(<CompanyRegisterForm onDone={done} />);
    await fill();
    await userEvent.click(screen.getByTestId('company-register-submit'));
    expect(await screen.findByText('Company already registered (you may apply to claim it)')).toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('company-register-claim'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(server.bodiesOf('/registerCompany').map((b) => b.claim)).toEqual([undefined, 'true']);
  });
});
