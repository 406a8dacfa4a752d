import { screen, within } from '@testing-library/react';
import { fakeServer, renderPage } from '@/test/page-harness';
import { MyInfoPage } from './MyInfoPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('my/info', () => {
  it('shows the job number, enterprise, organisation and roles as /user/info names them', async () => {
    fakeServer([], {
      '/user/info': {
        id: 3,
        account: 'li',
        name: 'Li',
        phone: null,
        job_no: 'J-0042',
        enterprise_name: 'Water works',
        org_name: 'Operations',
        role_names: ['Technician', 'Shift lead'],
        enterpriseName: 'Water works',
      },
    });
    renderPage(<MyInfoPage />);
    expect(await screen.findByTestId('my-info-job-no')).toHaveTextContent('J-0042');
    expect(screen.getByTestId('my-info-enterprise')).toHaveTextContent('Water works');
    expect(screen.getByTestId('my-info-org')).toHaveTextContent('Operations');
    expect(screen.getByTestId('my-info-roles')).toHaveTextContent('Technician, Shift lead');
  });
});
