import type { UsageCounter } from '@gengyun/contracts';
import type { MeterType } from '@gengyun/core';

/** How a counter grows from a meter quantity: time spent running, running starts, or the meter's own cumulative counter. */
export type Derivation = 'running' | 'starts' | 'counter';

export interface UsageQuantity {
  meterType: MeterType;
  quantity: string;
}

/**
 * Which meter quantities each usage counter is derived from, in order of preference: run hours and starts from a power
 * quantity (running while it is above zero), kWh from the power meter's energy counter, flow from the flowmeter's
 * cumulative counter. The pairs are the IoT area's catalogue (`quantitySpec`); a unit test keeps them in step.
 */
export const USAGE_QUANTITIES: Readonly<Record<UsageCounter, readonly UsageQuantity[]>> = {
  runHours: [
    { meterType: 'power', quantity: 'active_power' },
    { meterType: 'air', quantity: 'power' },
  ],
  starts: [
    { meterType: 'power', quantity: 'active_power' },
    { meterType: 'air', quantity: 'power' },
  ],
  energy: [{ meterType: 'power', quantity: 'energy' }],
  flow: [{ meterType: 'flowmeter', quantity: 'cumulative' }],
};

export const DERIVATIONS: Readonly<Record<UsageCounter, Derivation>> = { runHours: 'running', starts: 'starts', energy: 'counter', flow: 'counter' };
