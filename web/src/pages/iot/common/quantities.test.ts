import { formatValue, specOf, specsOf, withUnit, type QuantityCatalogue } from './quantities';

const catalogue = {
  flowmeter: [
    { key: 'instant_flow', unit: 'm³/h', min: 0, max: 2000, decimals: 3, labelKey: 'iot.quantities.instant_flow' },
    { key: 'cumulative', unit: 'm³', min: 0, max: 1e9, decimals: 2, labelKey: 'iot.quantities.cumulative' },
  ],
  water: [],
  air: [{ key: 'mode', unit: '', min: 0, max: 4, decimals: 0, labelKey: 'iot.quantities.mode' }],
  pm: [{ key: 'pm25', unit: 'μg/m³', min: 0, max: 1000, decimals: 0, labelKey: 'iot.quantities.pm25' }],
  power: [],
} as QuantityCatalogue;

describe('formatValue', () => {
  it('shows exactly the catalogue decimals, padding and rounding', () => {
    expect(formatValue(12.3, specOf(catalogue, 'flowmeter', 'instant_flow'))).toBe('12.300');
    expect(formatValue(12.34567, specOf(catalogue, 'flowmeter', 'instant_flow'))).toBe('12.346');
    expect(formatValue(0.005, { decimals: 2 })).toBe('0.01');
    expect(formatValue(37.6, specOf(catalogue, 'pm', 'pm25'))).toBe('38');
  });

  it('groups thousands by language', () => {
    expect(formatValue(1234567.891, specOf(catalogue, 'flowmeter', 'cumulative'), 'en_US')).toBe('1,234,567.89');
    expect(formatValue(1234567.891, specOf(catalogue, 'flowmeter', 'cumulative'), 'zh_CN')).toBe('1,234,567.89');
  });

  it('has no value for missing, NaN or infinite readings, and never shows -0', () => {
    expect(formatValue(undefined, { decimals: 2 })).toBeNull();
    expect(formatValue(null, { decimals: 2 })).toBeNull();
    expect(formatValue(Number.NaN, { decimals: 2 })).toBeNull();
    expect(formatValue(Number.POSITIVE_INFINITY, { decimals: 2 })).toBeNull();
    expect(formatValue(-0.0001, { decimals: 2 })).toBe('0.00');
    expect(formatValue(-1.5, { decimals: 1 })).toBe('-1.5');
  });

  it('keeps up to 3 decimals for a quantity the catalogue does not know', () => {
    expect(formatValue(1.23456, undefined)).toBe('1.235');
  });
});

describe('catalogue lookup', () => {
  it('finds a type’s quantities and ignores unknown types', () => {
    expect(specsOf(catalogue, 'flowmeter').map((s) => s.key)).toEqual(['instant_flow', 'cumulative']);
    expect(specsOf(catalogue, 'boiler')).toEqual([]);
    expect(specsOf(undefined, 'flowmeter')).toEqual([]);
    expect(specOf(catalogue, 'air', 'pm25')).toBeUndefined();
  });

  it('joins a unit with a space, or not at all', () => {
    expect(withUnit('1.00', 'MPa')).toBe('1.00 MPa');
    expect(withUnit('3', '')).toBe('3');
  });
});
