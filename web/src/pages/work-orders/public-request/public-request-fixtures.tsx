import { fireEvent, screen } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PublicEquipment, PublicServiceRequestProgress } from '@gengyun/contracts';
import { fakeServer, renderPage, type FakeServer, type Handlers } from '@/test/page-harness';
import { PublicRequestPage } from './PublicRequestPage';

/** The public request page's tests (test-only): its link, the equipment it names and a request's progress. */
export const LINK = '0123456789abcdef0123456789abcdef';
export const facts: PublicEquipment = { name: 'Tap bank', code: 'EQ-0042', location_name: 'Building A', enabled: true };
/** An open request with one photo, as `/public/serviceRequest/progress` answers it. */
export const openProgress: PublicServiceRequestProgress = {
  code: 'SR20260101-0007',
  title: 'Tap leaking',
  status: 'open',
  create_time: '2026-01-01 08:00:00',
  handled_time: null,
  reject_reason: null,
  order_status: null,
  order_finished_time: null,
  evaluation_score: null,
  photo_count: 1,
};

/** The fake server with the link's equipment already answered. */
export const publicServer = (handlers: Handlers = {}): FakeServer => fakeServer([], { '/public/serviceRequest/equipment': facts, ...handlers });

export const openPublicPage = (): RenderResult =>
  renderPage(
    <Routes>
      <Route path="/public/request/:token" element={<PublicRequestPage />} />
    </Routes>,
    `/public/request/${LINK}`,
  );

export const typeInto = (testId: string, value: string): void => {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
};

/** Opens the page and looks its request up by number (as typed, spaces and all) and phone. */
export const followUp = async (code = 'SR20260101-0007'): Promise<void> => {
  openPublicPage();
  fireEvent.click(await screen.findByTestId('public-request-follow-open'));
  typeInto('public-follow-code', code);
  typeInto('public-follow-phone', '13800138000');
  fireEvent.click(screen.getByTestId('public-follow-submit'));
};
