import { createServer, type AddressInfo, type Server } from 'node:net';
import { connectAsync, type MqttClient } from 'mqtt';
import { DeviceCredentialService, MqttClientService, type Uplink } from '@gengyun/core';
import { EmbeddedBroker } from '../../libs/core/src/mqtt/embedded-broker';
import { startTestApp, type TestApp } from '../support/test-app';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('MQTT with the embedded broker (aedes)', () => {
  let t: TestApp;
  let url: string;
  let credential: { username: string; password: string; topic: string };
  const received: Uplink[] = [];
  const devices: MqttClient[] = [];

  const device = async (username: string, password: string): Promise<MqttClient> => {
    const client = await connectAsync(url, { username, password, reconnectPeriod: 0, connectTimeout: 3000 });
    devices.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp();
    const mqtt = t.app.get(MqttClientService);
    url = `mqtt://127.0.0.1:${mqtt.brokerPort}`;
    expect(await mqtt.onUplink((u) => received.push(u))).toBe(true);
    credential = await t.app.get(DeviceCredentialService).issue(1, { enterpriseCode: 'E1', meterType: 'flowmeter', meterCode: 'FM1' });
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.endAsync(true)));
    await t.close();
  });
  beforeEach(() => void (received.length = 0));

  it('reports mqtt up and redis disabled in /health', async () => {
    const res = await t.http().get('/health');
    expect(res.body.content.parts).toMatchObject({ mqtt: 'up', redis: 'disabled' });
  });

  it('delivers a device uplink on its own topic to the app client', async () => {
    expect(credential.topic).toBe('gy/E1/flowmeter/FM1');
    const client = await device(credential.username, credential.password);
    await client.publishAsync('gy/E1/flowmeter/FM1/up', JSON.stringify({ values: { flow: 12.5 } }), { qos: 1 });
    for (let i = 0; i < 100 && received.length === 0; i++) await sleep(20);
    expect(received).toHaveLength(1);
    expect(received[0].meter).toEqual({ enterpriseCode: 'E1', meterType: 'flowmeter', meterCode: 'FM1' });
    expect(JSON.parse(received[0].payload.toString())).toEqual({ values: { flow: 12.5 } });
  });

  it('refuses a wrong password, an unknown device and a guess at the internal login', async () => {
    await expect(device(credential.username, 'wrong')).rejects.toThrow(/Bad username or password/);
    await expect(device('nobody', 'x')).rejects.toThrow(/Bad username or password/);
    await expect(device('gengyun-internal', 'guess')).rejects.toThrow(/Bad username or password/);
    await expect(connectAsync(url, { reconnectPeriod: 0, connectTimeout: 3000 })).rejects.toThrow(/Bad username or password/);
  });

  it("refuses a publish to another meter's topic and closes that connection", async () => {
    const client = await device(credential.username, credential.password);
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish('gy/E1/flowmeter/FM2/up', JSON.stringify({ values: { flow: 1 } }), { qos: 0 });
    await closed;
    await sleep(200);
    expect(received).toEqual([]);
  });

  it('refuses a disabled device', async () => {
    const issued = await t.app.get(DeviceCredentialService).issue(1, { enterpriseCode: 'E1', meterType: 'power', meterCode: 'PW1' });
    await t.app.get(DeviceCredentialService).setEnabled(1, issued.id, false);
    await expect(device(issued.username, issued.password)).rejects.toThrow(/Bad username or password/);
  });
});

describe('EmbeddedBroker port', () => {
  it('falls back to a free port when the configured one is taken', async () => {
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as AddressInfo).port;
    const broker = await EmbeddedBroker.start({
      host: '127.0.0.1',
      port: taken,
      internal: { username: 'i', password: 'p' },
      devices: { verify: () => Promise.resolve(null) },
    });
    try {
      expect(broker.port).not.toBe(taken);
      expect(broker.port).toBeGreaterThan(0);
    } finally {
      await broker.close();
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });
});
