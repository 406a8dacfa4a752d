import { USAGE_COUNTERS } from '@gengyun/contracts';
import { quantitySpec } from '@gengyun/iot';
import { DERIVATIONS, USAGE_QUANTITIES } from './usage-quantities';

describe('usage counters and the IoT catalogue', () => {
  it("every counter reads quantities the IoT area's meter types report", () => {
    for (const counter of USAGE_COUNTERS) {
      expect(USAGE_QUANTITIES[counter].length).toBeGreaterThan(0);
      for (const { meterType, quantity } of USAGE_QUANTITIES[counter]) expect(quantitySpec(meterType, quantity)).toBeDefined();
      expect(DERIVATIONS[counter]).toBeDefined();
    }
  });
});
