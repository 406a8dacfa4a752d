import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { PublicRequestPage } from './PublicRequestPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const LINK = '0123456789abcdef0123456789abcdef';
const facts = { name: 'Tap bank', code: 'EQ-0042', location_name: 'Building A', enabled: true };
const progress = {
  code: 'SR20260101-0007',
  title: 'Tap leaking',
  status: 'converted',
  create_time: '2026-01-01 08:00:00',
  handled_time: '2026-01-01 09:00:00',
  reject_reason: null,
  order_status: 'processing',
  order_finished_time: null,
  evaluation_score: null,
  photo_count: 1,
};

const open = () =>
  renderPage(
    <Routes>
      <Route path="/public/request/:token" element={<PublicRequestPage />} />
    </Routes>,
    `/public/request/${LINK}`,
  );
const type = (testId: string, value: string): void => {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
};

describe('RequestProgress (the public page’s follow-up)', () => {
  it('looks a request up by its number and phone and shows its progress and its repair’s status', async () => {
    const server = fakeServer([], { '/public/serviceRequest/equipment': facts, '/public/serviceRequest/progress': progress });
    open();
    fireEvent.click(await screen.findByTestId('public-request-follow-open'));
    fireEvent.click(screen.getByTestId('public-follow-submit'));
    expect(await screen.findByText('Request number cannot be empty')).toBeInTheDocument();
    expect(server.count('/public/serviceRequest/progress')).toBe(0);
    type('public-follow-code', ' SR20260101-0007 ');
    type('public-follow-phone', '13800138000');
    fireEvent.click(screen.getByTestId('public-follow-submit'));
    const result = await screen.findByTestId('public-follow-result');
    expect(server.bodyOf('/public/serviceRequest/progress')).toMatchObject({ link: LINK, code: 'SR20260101-0007', phone: '13800138000' });
    expect(screen.getByTestId('public-follow-status')).toHaveTextContent('Repair arranged');
    expect(screen.getByTestId('public-follow-order')).toHaveTextContent('Repair: Processing');
    expect(result).toHaveTextContent('Tap leaking');
    fireEvent.click(screen.getByTestId('public-follow-back'));
    expect(await screen.findByTestId('public-request-title')).toBeInTheDocument();
  });

  it('shows a rejection’s reason, and the server’s refusal when nothing matches', async () => {
    let answer: object = { ...progress, status: 'rejected', reject_reason: 'Fixed by the landlord', order_status: null, handled_time: null };
    fakeServer([], { '/public/serviceRequest/equipment': facts, '/public/serviceRequest/progress': () => answer });
    open();
    fireEvent.click(await screen.findByTestId('public-request-follow-open'));
    type('public-follow-code', 'SR20260101-0007');
    type('public-follow-phone', '13800138000');
    fireEvent.click(screen.getByTestId('public-follow-submit'));
    expect(await screen.findByTestId('public-follow-status')).toHaveTextContent('Not taken up');
    expect(screen.getByTestId('public-follow-result')).toHaveTextContent('Reason: Fixed by the landlord');
    expect(screen.queryByTestId('public-follow-order')).toBeNull();
    answer = fail('No request has this number and phone number; please check them and try again');
    fireEvent.click(screen.getByTestId('public-follow-submit'));
    expect(await screen.findByTestId('public-follow-error')).toHaveTextContent('No request has this number and phone number');
    await waitFor(() => expect(screen.queryByTestId('public-follow-result')).toBeNull());
  });

  it('offers the evaluation once the work waits for it, sends the score with the number and phone, and shows it after', async () => {
    const waiting = { ...progress, order_status: 'toEvaluate', order_finished_time: '2026-01-02 10:00:00' };
    const server = fakeServer([], {
      '/public/serviceRequest/equipment': facts,
      '/public/serviceRequest/progress': waiting,
      '/public/serviceRequest/evaluate': { ...waiting, order_status: 'toConfirm', evaluation_score: 4 },
    });
    open();
    fireEvent.click(await screen.findByTestId('public-request-follow-open'));
    type('public-follow-code', ' SR20260101-0007 ');
    type('public-follow-phone', '13800138000');
    fireEvent.click(screen.getByTestId('public-follow-submit'));
    const form = await screen.findByTestId('public-evaluate');
    fireEvent.click(screen.getByTestId('public-evaluate-submit'));
    expect(await screen.findByText('Score cannot be empty')).toBeInTheDocument();
    expect(server.count('/public/serviceRequest/evaluate')).toBe(0);
    const stars = form.querySelectorAll<HTMLElement>('.ant-rate-star > div');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3]!);
    type('public-evaluate-comment', ' Quick and tidy ');
    fireEvent.click(screen.getByTestId('public-evaluate-submit'));
    await waitFor(() => expect(server.bodyOf('/public/serviceRequest/evaluate')).toMatchObject({ link: LINK, code: 'SR20260101-0007', phone: '13800138000', score: '4', comment: 'Quick and tidy' }));
    expect(await screen.findByTestId('public-follow-evaluated')).toHaveTextContent('Your evaluation: 4 of 5');
    expect(screen.getByTestId('public-follow-order')).toHaveTextContent('Repair: To confirm');
    expect(screen.queryByTestId('public-evaluate')).toBeNull();
  });

  it('shows the server’s refusal of an evaluation and keeps the form', async () => {
    fakeServer([], {
      '/public/serviceRequest/equipment': facts,
      '/public/serviceRequest/progress': { ...progress, order_status: 'toEvaluate' },
      '/public/serviceRequest/evaluate': fail('This request has already been evaluated'),
    });
    open();
    fireEvent.click(await screen.findByTestId('public-request-follow-open'));
    type('public-follow-code', 'SR20260101-0007');
    type('public-follow-phone', '13800138000');
    fireEvent.click(screen.getByTestId('public-follow-submit'));
    const form = await screen.findByTestId('public-evaluate');
    fireEvent.click(form.querySelectorAll<HTMLElement>('.ant-rate-star > div')[4]!);
    fireEvent.click(screen.getByTestId('public-evaluate-submit'));
    expect(await screen.findByTestId('public-evaluate-error')).toHaveTextContent('This request has already been evaluated');
    expect(screen.getByTestId('public-evaluate')).toBeInTheDocument();
  });

  it('opens from the sent page with the new number filled in', async () => {
    fakeServer([], { '/public/serviceRequest/equipment': facts, '/public/serviceRequest/add': { code: 'SR20260101-0008' } });
    open();
    await screen.findByTestId('public-request-equipment');
    type('public-request-title', 'Tap leaking');
    type('public-request-name', 'Mr Wang');
    fireEvent.click(screen.getByTestId('public-request-submit'));
    fireEvent.click(await screen.findByTestId('public-request-follow-sent'));
    expect(await screen.findByTestId('public-follow-code')).toHaveValue('SR20260101-0008');
  });
});
