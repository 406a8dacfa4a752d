import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeServer } from '@/test/page-harness';
import { PublicRequestRoute } from './PublicRequestRoute';

afterEach(() => vi.unstubAllGlobals());

describe('PublicRequestRoute', () => {
  it('draws the public page with no query cache above it, as the open route mounts it outside the session', async () => {
    fakeServer([], { '/public/serviceRequest/equipment': { name: 'Tap bank', code: 'EQ-0042', location_name: null, enabled: true } });
    render(
      <MemoryRouter initialEntries={['/public/request/0123456789abcdef0123456789abcdef']}>
        <Routes>
          <Route path="/public/request/:token" element={<PublicRequestRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('public-request-equipment')).toHaveTextContent('Tap bank');
  });
});
