import { connectAsync, type MqttClient } from 'mqtt';
import { api, eventually } from './api';

interface Credentials {
  username: string;
  password: string;
  topic: string;
}

export interface Device {
  meterId: number;
  /** Publishes one reading (QoS 1, acknowledged by the broker once stored). */
  send(values: Record<string, number>): Promise<void>;
  close(): Promise<void>;
}

/** A meter made through the API and an MQTT connection of its own on the embedded broker. */
export async function meterWithDevice(url: string, token: string, meter: { code: string; name: string; type?: string }): Promise<Device> {
  const made = await api<{ meter: { id: number }; credential: Credentials }>(
    url,
    '/meter/add',
    { meter_code: meter.code, name: meter.name, meter_type: meter.type ?? 'flowmeter' },
    token,
  );
  const { brokerPort } = await api<{ brokerPort: number }>(url, '/monitor/snapshot', {}, token);
  const client: MqttClient = await connectAsync(`mqtt://127.0.0.1:${brokerPort}`, {
    username: made.credential.username,
    password: made.credential.password,
    clientId: `web-test-${meter.code}`,
    reconnectPeriod: 0,
  });
  const topic = `${made.credential.topic.replace(/\/up$/, '')}/up`;
  return {
    meterId: made.meter.id,
    send: async (values) => {
      await client.publishAsync(topic, JSON.stringify({ ts: Date.now(), values }), { qos: 1 });
    },
    close: async () => {
      await client.endAsync();
    },
  };
}

export interface AlarmRow {
  id: number;
  status: string;
  severity: number;
  rule_name: string;
  meter_id: number;
}

/** A "high" threshold rule on a quantity of a meter (default `instant_flow`), without notifications. */
export async function addHighRule(
  url: string,
  token: string,
  rule: { name: string; meterId: number; threshold: number; severity: number; quantity?: string },
): Promise<number> {
  const made = await api<{ id: number }>(
    url,
    '/alarmRule/add',
    { name: rule.name, meter_id: rule.meterId, quantity: rule.quantity ?? 'instant_flow', condition: 'high', threshold: rule.threshold, severity: rule.severity },
    token,
  );
  return made.id;
}

/** Waits until the meter has an alarm in `status` (default raised) and returns it. */
export async function alarmOf(url: string, token: string, meterId: number, status = 'raised'): Promise<AlarmRow> {
  const rows = await eventually(
    async () => (await api<{ rows: AlarmRow[] }>(url, '/alarm/pageList', { pageSize: 100 }, token)).rows.filter((r) => r.meter_id === meterId && r.status === status),
    (found) => found.length > 0,
    15000,
  );
  return rows[0] as AlarmRow;
}

interface SnapshotMeter {
  id: number;
  values: Record<string, { value: number; ts: number }>;
}

/** Waits until the server holds `value` as the meter's latest `quantity` (stored, so a page opened now shows it). */
export async function storedValue(url: string, token: string, meterId: number, quantity: string, value: number): Promise<void> {
  await eventually(
    async () => (await api<{ meters: SnapshotMeter[] }>(url, '/monitor/snapshot', {}, token)).meters.find((m) => m.id === meterId)?.values?.[quantity]?.value,
    (latest) => latest === value,
    15000,
  );
}
