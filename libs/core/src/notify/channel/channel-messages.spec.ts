import { ChannelMessages, type ChannelMessage, type ChannelProvider } from './channel-messages';

const message: ChannelMessage = { enterpriseId: 1, channel: 'mail', userIds: [3, 4, 3], topic: 't', subject: { key: 'common.audit.updated' }, text: { key: 'common.audit.updated' } };

describe('ChannelMessages', () => {
  it('without a provider, skips every recipient once and says why', async () => {
    expect(await new ChannelMessages().send(message)).toEqual({ queued: [], skipped: [{ userId: 3, reason: 'noProvider' }, { userId: 4, reason: 'noProvider' }] });
  });

  it('hands the provider each recipient once, and asks nothing for nobody', async () => {
    const seen: ChannelMessage[] = [];
    const provider: ChannelProvider = { send: (m) => (seen.push(m), Promise.resolve({ queued: [...m.userIds], skipped: [] })) };
    const port = new ChannelMessages();
    port.provide(provider);
    expect(await port.send(message)).toEqual({ queued: [3, 4], skipped: [] });
    expect(await port.send({ ...message, userIds: [] })).toEqual({ queued: [], skipped: [] });
    expect(seen.map((m) => m.userIds)).toEqual([[3, 4]]);
  });
});
