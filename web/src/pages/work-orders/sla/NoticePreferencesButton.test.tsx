import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WORK_ORDER_NOTICE_KINDS as KINDS } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { NoticePreferencesButton } from './NoticePreferencesButton';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const mine = (off: readonly string[], more: { mailOff?: readonly string[]; sms?: readonly string[]; hasMail?: boolean; hasPhone?: boolean } = {}) => ({
  kinds: KINDS.map((kind) => ({ kind, enabled: !off.includes(kind), mail: !more.mailOff?.includes(kind), sms: !!more.sms?.includes(kind) })),
  hasMail: more.hasMail ?? true,
  hasPhone: more.hasPhone ?? true,
});

describe('NoticePreferencesButton', () => {
  it('shows the caller’s choice and sends the kinds left unticked', async () => {
    const server = fakeServer([], { '/workOrderNotice/preferences': mine(['overdue']), '/workOrderNotice/savePreferences': (body) => mine(JSON.parse(body.disabled ?? '[]') as string[]) });
    renderPage(<NoticePreferencesButton />);
    fireEvent.click(screen.getByTestId('work-order-notice-preferences'));
    const dialog = await screen.findByRole('dialog');
    const overdue = await within(dialog).findByRole('checkbox', { name: 'Overdue work orders · In the app' });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Work orders given to me · In the app' })).toBeChecked());
    expect(overdue).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Work orders given to me · In the app' }));
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
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Work past its completion deadline · In the app' })).toBeChecked());
    fireEvent.click(screen.getByTestId('work-order-notice-save'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('disabled is not valid'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows mail and SMS per kind and sends the kinds ticked on each', async () => {
    const server = fakeServer([], { '/workOrderNotice/preferences': mine([], { mailOff: ['late'], sms: ['overdue'] }), '/workOrderNotice/savePreferences': () => mine([]) });
    renderPage(<NoticePreferencesButton />);
    fireEvent.click(screen.getByTestId('work-order-notice-preferences'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Overdue work orders · SMS' })).toBeChecked());
    expect(within(dialog).getByRole('checkbox', { name: 'Work past its completion deadline · Mail' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Overdue work orders · Mail' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Work orders given to me · SMS' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Overdue work orders · Mail' }));
    fireEvent.click(screen.getByTestId('work-order-notice-save'));
    await waitFor(() => expect(server.bodyOf('/workOrderNotice/savePreferences')).toBeDefined());
    const body = server.bodyOf('/workOrderNotice/savePreferences')!;
    expect(JSON.parse(body.sms!)).toEqual(['overdue', 'assigned']);
    expect(JSON.parse(body.mail!)).toEqual(['nodeLate', 'assigned', 'grabbed', 'returned', 'evaluate']);
    expect(JSON.parse(body.disabled!)).toEqual([]);
  });

  it('greys a channel the caller has no address on, and says where to add one', async () => {
    fakeServer([], { '/workOrderNotice/preferences': mine([], { hasMail: false, hasPhone: true }) });
    renderPage(<NoticePreferencesButton />);
    fireEvent.click(screen.getByTestId('work-order-notice-preferences'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('work-order-notice-no-mail')).toHaveTextContent('You have no mail address yet');
    expect(within(dialog).getByRole('checkbox', { name: 'Overdue work orders · Mail' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Overdue work orders · SMS' })).toBeEnabled();
    expect(within(dialog).queryByTestId('work-order-notice-no-phone')).toBeNull();
  });
});
