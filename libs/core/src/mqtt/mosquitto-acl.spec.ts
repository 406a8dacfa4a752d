import { mosquittoAcl } from './mosquitto-acl';

describe('mosquittoAcl', () => {
  it('gives the ingest login every uplink and each device only its own topic', () => {
    const acl = mosquittoAcl('gengyun-ingest', [
      { username: 'demo-FM-002-aa11bb', topic: 'gy/demo/flowmeter/FM-002' },
      { username: 'demo-FM-001-3fa2c1', topic: 'gy/demo/flowmeter/FM-001' },
    ]);
    const blocks = acl.split('\n\n').map((b) => b.split('\n').filter((l) => l && !l.startsWith('#')));
    expect(blocks[0]).toEqual(['user gengyun-ingest', 'topic read gy/+/+/+/up', 'topic read $share/ingest/gy/+/+/+/up', 'topic write gy/+/+/+/down']);
    expect(blocks[1]).toEqual(['user demo-FM-001-3fa2c1', 'topic write gy/demo/flowmeter/FM-001/up', 'topic read gy/demo/flowmeter/FM-001/down']);
    expect(blocks[2]).toEqual(['user demo-FM-002-aa11bb', 'topic write gy/demo/flowmeter/FM-002/up', 'topic read gy/demo/flowmeter/FM-002/down']);
    expect(acl).not.toContain('pattern');
  });

  it('refuses an entry that would widen a device to other topics', () => {
    expect(() => mosquittoAcl('gengyun-ingest', [{ username: 'x', topic: 'gy/demo/+/FM-001' }])).toThrow('unsafe ACL entry');
    expect(() => mosquittoAcl('gengyun-ingest', [{ username: 'x y', topic: 'gy/demo/power/P1' }])).toThrow('unsafe ACL entry');
    expect(() => mosquittoAcl('gengyun-ingest', [], 'a/#')).toThrow('unsafe ACL entry');
  });

  it('names the configured shared-subscription group', () => {
    expect(mosquittoAcl('gengyun-ingest', [], 'ingest-b')).toContain('topic read $share/ingest-b/gy/+/+/+/up\n');
  });
});
