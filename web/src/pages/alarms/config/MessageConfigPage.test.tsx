import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '../test-helpers';
import { MessageConfigPage } from './MessageConfigPage';

// antd forms are slow to render in jsdom, and the suites share two cores with other work.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const view = {
  sms_enabled: true,
  sms_url: 'https://sms.example.com/send',
  has_sms_token: true,
  sms_template: 'iot.alarm',
  mail_enabled: false,
  smtp_host: 'mail.example.com:587',
  mail_from: null,
  sms_intervals: [60, 300, 900, 1800],
  user_ids: [1],
  role_ids: [],
  phones: [],
  mails: [],
};

describe('MessageConfigPage', () => {
  it('shows stored secrets as "Set" only and sends a secret only when replaced', async () => {
    const server = fakeServer([Permission.messageConfig.view, Permission.messageConfig.edit], {
      '/messageConfig/detail': () => view,
      '/messageConfig/update': () => view,
    });
    renderPage(<MessageConfigPage />);
    expect(await screen.findByTestId('message-config-sms-token-state')).toHaveTextContent('Set');
    expect(screen.getByTestId('message-config-smtp-url-state')).toHaveTextContent(
      'Set (mail.example.com:587)',
    );
    expect(screen.queryByTestId('message-config-sms-token')).toBeNull();

    fireEvent.click(screen.getByTestId('message-config-save'));
    await waitFor(() => expect(server.count('/messageConfig/update')).toBe(1));
    const first = server.bodyOf('/messageConfig/update') ?? {};
    expect(first).toMatchObject({
      sms_url: 'https://sms.example.com/send',
      sms_template: 'iot.alarm',
      sms_intervals: '[60,300,900,1800]',
      user_ids: '[1]',
    });
    expect(first.sms_token).toBeUndefined();
    expect(first.smtp_url).toBeUndefined();

    fireEvent.click(screen.getByTestId('message-config-sms-token-replace'));
    fireEvent.change(await screen.findByTestId('message-config-sms-token'), {
      target: { value: 'new-token' },
    });
    fireEvent.click(screen.getByTestId('message-config-save'));
    await waitFor(() => expect(server.count('/messageConfig/update')).toBe(2));
    expect(server.bodyOf('/messageConfig/update')).toMatchObject({ sms_token: 'new-token' });
  });

  it('is read-only without the edit permission', async () => {
    fakeServer([Permission.messageConfig.view], { '/messageConfig/detail': () => view });
    renderPage(<MessageConfigPage />);
    await screen.findByTestId('message-config-sms-token-state');
    expect(screen.queryByTestId('message-config-save')).toBeNull();
    expect(screen.queryByTestId('message-config-sms-token-replace')).toBeNull();
  });
});
