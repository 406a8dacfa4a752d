declare module '@gengyun/core' {
  interface SweepJobs {
    /** Every minute: queue again the channel deliveries whose job was lost (accepted, never sent). */
    'channel-deliveries': Record<string, never>;
  }
  interface JobMap {
    /** SMS/mail escalation steps of an alarm, as delayed jobs with ids from `alarmStepJobId`. */
    alarms: {
      escalate: { enterpriseId: number; alarmId: number; step: number };
    };
    /** Mail and SMS other areas ask for through ChannelMessages: one `channel_delivery` row sent, its outcome recorded. */
    channels: {
      send: { enterpriseId: number; deliveryId: number };
    };
  }
}

/** `alarm-12-step-3`: a repeat add of the same step is ignored; acknowledging removes the pending ones. */
export const alarmStepJobId = (alarmId: number, step: number): string => `alarm-${alarmId}-step-${step}`;

/** `channel-delivery-12`: a message is queued once. */
export const channelDeliveryJobId = (deliveryId: number): string => `channel-delivery-${deliveryId}`;
