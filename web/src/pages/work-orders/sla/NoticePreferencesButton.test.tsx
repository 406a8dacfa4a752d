import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WORK_ORDER_NOTICE_KINDS as KINDS } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { NoticePreferencesButton } from './NoticePreferencesButton';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const mine = (off: readonly string[]) => ({ kinds: KINDS.map((kind) => ({ kind, enabled: !off.includes(kind) })) });

describe('NoticePreferencesButton', () => {
  it('shows the caller’s choice and sends the kinds left unticked', async () => {
    const server = fakeServer([], { '/workOrderNotice/preferences': mine(['overdue']), '/workOrderNotice/savePreferences': (body) => mine(JSON.parse(body.disabled ?? '[]') as string[]) });
    renderPage(<NoticePreferencesButton />);
    fireEvent.click(screen.getByTestId('work-order-notice-preferences'));
    const dialog = await screen.findByRole('dialog');
    const overdue = await within(dialog).findByRole('checkbox', { name: 'Overdue work orders' });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Work orders given to me' })).toBeChecked());
    expect(overdue).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Work orders given to me' }));
    fireEvent.click(screen.getByTestId('work-order-notice-save'));
    await waitFor(() => expect(server.bodyOf('/workOrderNotice/savePreferences')).toBeDefined());
    expect(JSON.parse(server.bodyOf('/workOrderNotice/savePreferences')!.disabled!)).toEqual(['overdue', 'assigned']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    fakeServer([], { '/workOrderNotice/preferences': mine([]), '/workOrderNotice/savePreferences': fail('disabled is not valid') });
    renderPage(<NoticePreferencesButton />);
    fireEvent.click(screen.getByTestId('work-order-notice-preferences'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Work past its completion deadline' })).toBeChecked());
    fireEvent.click(screen.getByTestId('work-order-notice-save'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('disabled is not valid'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
