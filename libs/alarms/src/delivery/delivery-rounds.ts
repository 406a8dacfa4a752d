import type { AlarmDelivery, DeliveryChannel, DeliveryStatus } from './delivery.entity';

/** One message of a round as the alarm detail shows it. */
export interface RoundRecord {
  recipient: string;
  status: DeliveryStatus;
  /** Why a send failed (the gateway's or mail server's answer); null otherwise. */
  last_error: string | null;
  attempts: number;
  sent_time: Date | null;
}

/** One escalation step (round) of an alarm: when it was due and its messages per channel. */
export interface DeliveryRound {
  step: number;
  due_time: Date | null;
  channels: Array<{ channel: DeliveryChannel; records: RoundRecord[] }>;
}

export interface AlarmDeliveries {
  /** The last round in which a message was sent; null when nobody has been notified (nothing sent yet, or only skipped, failed or cancelled). */
  notified_step: number | null;
  /** Newest round first; channels in a fixed order (SMS, mail), recipients in the order they were logged. */
  rounds: DeliveryRound[];
}

const CHANNEL_ORDER: readonly DeliveryChannel[] = ['sms', 'mail'];

/** Groups an alarm's delivery rows by step and channel. */
export function groupRounds(rows: ReadonlyArray<Pick<AlarmDelivery, 'id' | 'step' | 'channel' | 'recipient' | 'status' | 'last_error' | 'attempts' | 'sent_time' | 'due_time'>>): AlarmDeliveries {
  const byStep = new Map<number, DeliveryRound>();
  let notified: number | null = null;
  for (const row of [...rows].sort((a, b) => a.step - b.step || a.id - b.id)) {
    let round = byStep.get(row.step);
    if (!round) byStep.set(row.step, (round = { step: row.step, due_time: row.due_time, channels: [] }));
    round.due_time ??= row.due_time;
    let channel = round.channels.find((c) => c.channel === row.channel);
    if (!channel) round.channels.push((channel = { channel: row.channel, records: [] }));
    channel.records.push({ recipient: row.recipient, status: row.status, last_error: row.status === 'failed' ? row.last_error : null, attempts: row.attempts, sent_time: row.sent_time });
    if (row.status === 'sent') notified = Math.max(notified ?? 0, row.step);
  }
  const rounds = [...byStep.values()].sort((a, b) => b.step - a.step);
  for (const round of rounds) round.channels.sort((a, b) => CHANNEL_ORDER.indexOf(a.channel) - CHANNEL_ORDER.indexOf(b.channel));
  return { notified_step: notified, rounds };
}
