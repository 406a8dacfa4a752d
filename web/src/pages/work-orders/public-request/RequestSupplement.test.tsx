import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail } from '@/test/page-harness';
import { LINK, followUp, openProgress, publicServer } from './public-request-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const progress = { ...openProgress, photo_count: 4 };
const picture = (name: string): File => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** The public page, its open request looked up: the supplement form. */
const lookUp = async (): Promise<HTMLElement> => {
  await followUp(' SR20260101-0007 ');
  return screen.findByTestId('public-supplement');
};

describe('RequestSupplement (adding to an open request on the public page)', () => {
  it('adds camera photos, up to what the request has room for, and a note; shows the progress after', async () => {
    const server = publicServer({
      '/public/serviceRequest/progress': progress,
      '/public/serviceRequest/supplement': { ...progress, photo_count: 6 },
    });
    const form = await lookUp();
    expect(screen.getByTestId('public-follow-photos')).toHaveTextContent('Photos: 4');
    expect(form).toHaveTextContent('you may add photos (4 of 6 so far)');
    const camera = within(form).getByTestId('public-supplement-photos');
    expect(camera).toHaveAttribute('capture', 'environment');
    fireEvent.change(camera, { target: { files: [picture('a.png'), picture('b.png'), picture('c.png')] } });
    expect(await within(form).findByText('a.png')).toBeInTheDocument();
    expect(within(form).getByText('b.png')).toBeInTheDocument();
    // Two more make six: the third is left out.
    expect(within(form).queryByText('c.png')).toBeNull();
    fireEvent.change(within(form).getByTestId('public-supplement-note'), { target: { value: ' Water on the floor too ' } });
    fireEvent.click(within(form).getByTestId('public-supplement-submit'));
    await waitFor(() =>
      expect(server.bodyOf('/public/serviceRequest/supplement')).toMatchObject({ link: LINK, code: 'SR20260101-0007', phone: '13800138000', addition: 'Water on the floor too', files: 'file:b.png' }),
    );
    expect(await screen.findByTestId('public-supplement-done')).toHaveTextContent('Added, thank you');
    expect(screen.getByTestId('public-follow-photos')).toHaveTextContent('Photos: 6');
    // Full: only a note may still be added.
    expect(screen.queryByTestId('public-supplement-photos')).toBeNull();
    expect(screen.getByTestId('public-supplement-note')).toHaveValue('');
  });

  it('asks for something to add before sending, and shows the server’s refusal', async () => {
    const server = publicServer({
      '/public/serviceRequest/progress': progress,
      '/public/serviceRequest/supplement': fail('Service request SR20260101-0007 is already "Converted" and can no longer be changed'),
    });
    const form = await lookUp();
    fireEvent.click(within(form).getByTestId('public-supplement-submit'));
    expect(await within(form).findByTestId('public-supplement-error')).toHaveTextContent('Add a photo or a note');
    expect(server.count('/public/serviceRequest/supplement')).toBe(0);
    fireEvent.change(within(form).getByTestId('public-supplement-note'), { target: { value: 'Still leaking' } });
    fireEvent.click(within(form).getByTestId('public-supplement-submit'));
    await waitFor(() => expect(within(form).getByTestId('public-supplement-error')).toHaveTextContent('can no longer be changed'));
    expect(server.bodyOf('/public/serviceRequest/supplement')).toMatchObject({ addition: 'Still leaking' });
    expect(within(form).getByTestId('public-supplement-note')).toHaveValue('Still leaking');
  });

  it('is not offered once the request has been handled', async () => {
    publicServer({
      '/public/serviceRequest/progress': { ...progress, status: 'rejected', reject_reason: 'Duplicate', handled_time: '2026-01-01 09:00:00' },
    });
    await followUp();
    expect(await screen.findByTestId('public-follow-status')).toHaveTextContent('Not taken up');
    expect(screen.queryByTestId('public-supplement')).toBeNull();
  });
});
