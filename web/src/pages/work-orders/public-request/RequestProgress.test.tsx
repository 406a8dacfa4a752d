import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail } from '@/test/page-harness';
import { LINK, followUp, openPublicPage, openProgress, publicServer, typeInto } from './public-request-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const progress = { ...openProgress, status: 'converted', handled_time: '2026-01-01 09:00:00', order_status: 'processing' } as const;

describe('RequestProgress (the public page’s follow-up)', () => {
  it('looks a request up by its number and phone and shows its progress and its repair’s status', async () => {
    const server = publicServer({ '/public/serviceRequest/progress': progress });
    openPublicPage();
    fireEvent.click(await screen.findByTestId('public-request-follow-open'));
    fireEvent.click(screen.getByTestId('public-follow-submit'));
    expect(await screen.findByText('Request number cannot be empty')).toBeInTheDocument();
    expect(server.count('/public/serviceRequest/progress')).toBe(0);
    typeInto('public-follow-code', ' SR20260101-0007 ');
    typeInto('public-follow-phone', '13800138000');
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
    publicServer({ '/public/serviceRequest/progress': () => answer });
    await followUp();
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
    const server = publicServer({
      '/public/serviceRequest/progress': waiting,
      '/public/serviceRequest/evaluate': { ...waiting, order_status: 'toConfirm', evaluation_score: 4 },
    });
    await followUp(' SR20260101-0007 ');
    const form = await screen.findByTestId('public-evaluate');
    fireEvent.click(screen.getByTestId('public-evaluate-submit'));
    expect(await screen.findByText('Score cannot be empty')).toBeInTheDocument();
    expect(server.count('/public/serviceRequest/evaluate')).toBe(0);
    const stars = form.querySelectorAll<HTMLElement>('.ant-rate-star > div');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3]!);
    typeInto('public-evaluate-comment', ' Quick and tidy ');
    fireEvent.click(screen.getByTestId('public-evaluate-submit'));
    await waitFor(() => expect(server.bodyOf('/public/serviceRequest/evaluate')).toMatchObject({ link: LINK, code: 'SR20260101-0007', phone: '13800138000', score: '4', comment: 'Quick and tidy' }));
    expect(await screen.findByTestId('public-follow-evaluated')).toHaveTextContent('Your evaluation: 4 of 5');
    expect(screen.getByTestId('public-follow-order')).toHaveTextContent('Repair: To confirm');
    expect(screen.queryByTestId('public-evaluate')).toBeNull();
  });

  it('shows the server’s refusal of an evaluation and keeps the form', async () => {
    publicServer({
      '/public/serviceRequest/progress': { ...progress, order_status: 'toEvaluate' },
      '/public/serviceRequest/evaluate': fail('This request has already been evaluated'),
    });
    await followUp();
    const form = await screen.findByTestId('public-evaluate');
    fireEvent.click(form.querySelectorAll<HTMLElement>('.ant-rate-star > div')[4]!);
    fireEvent.click(screen.getByTestId('public-evaluate-submit'));
    expect(await screen.findByTestId('public-evaluate-error')).toHaveTextContent('This request has already been evaluated');
    expect(screen.getByTestId('public-evaluate')).toBeInTheDocument();
  });

  it('opens from the sent page with the new number filled in', async () => {
    publicServer({ '/public/serviceRequest/add': { code: 'SR20260101-0008' } });
    openPublicPage();
    await screen.findByTestId('public-request-equipment');
    typeInto('public-request-title', 'Tap leaking');
    typeInto('public-request-name', 'Mr Wang');
    fireEvent.click(screen.getByTestId('public-request-submit'));
    fireEvent.click(await screen.findByTestId('public-request-follow-sent'));
    expect(await screen.findByTestId('public-follow-code')).toHaveValue('SR20260101-0008');
  });
});
