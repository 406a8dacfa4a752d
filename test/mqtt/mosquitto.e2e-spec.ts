import { randomBytes } from 'node:crypto';
import { connectAsync } from 'mqtt';
import { MqttClientService, type Uplink } from '@gengyun/core';
import { startTestApp, type TestApp } from '../support/test-app';

const MOSQUITTO_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

describe('MQTT client against an external broker (Mosquitto)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MQTT_URL: MOSQUITTO_URL });
  });
  afterAll(() => t.close());

  it('starts no broker, connects, and reports mqtt up', async () => {
    const mqtt = t.app.get(MqttClientService);
    expect(mqtt.brokerPort).toBeUndefined();
    expect(mqtt.connected).toBe(true);
    const res = await t.http().get('/health');
    expect(res.body.content.parts.mqtt).toBe('up');
  });

  it('receives device uplinks through the shared ingest subscription', async () => {
    const received: Uplink[] = [];
    expect(await t.app.get(MqttClientService).onUplink((u) => received.push(u))).toBe(true);
    const enterpriseCode = `T${randomBytes(4).toString('hex')}`;
    const publisher = await connectAsync(MOSQUITTO_URL, { reconnectPeriod: 0 });
    try {
      await publisher.publishAsync(`gy/${enterpriseCode}/power/M1/up`, '{"values":{"kwh":3}}', { qos: 1 });
      await publisher.publishAsync(`gy/${enterpriseCode}/power/M1/down`, 'not an uplink', { qos: 1 });
      for (let i = 0; i < 100 && !received.some((u) => u.meter.enterpriseCode === enterpriseCode); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const mine = received.filter((u) => u.meter.enterpriseCode === enterpriseCode);
      expect(mine).toHaveLength(1);
      expect(mine[0].meter).toEqual({ enterpriseCode, meterType: 'power', meterCode: 'M1' });
    } finally {
      await publisher.endAsync();
    }
  });
});
