import { maskParam, maskPersonalData } from './personal-data';

describe('maskPersonalData', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['联系人 13812345678，备用 139-1234-5678', '联系人 138****5678，备用 139****5678'],
    ['+86 13812345678', '+86 138****5678'],
    ['021-64381234', '021-****1234'],
    ['0755 2345678', '0755 ****5678'],
    ['li.lei@example.com', 'l***@example.com'],
    ['mail: ops-team+alarm@plant.example.cn.', 'mail: o***@plant.example.cn.'],
    ['110101199003071234', '1101**********1234'],
    ['11010119900307123X', '1101**********123X'],
    ['110101900307123', '1101*******7123'],
  ])('%s → %s', (input, expected) => {
    expect(maskPersonalData(input)).toBe(expected);
    expect(maskPersonalData(expected)).toBe(expected);
  });

  it.each(['IO202611250001', '2026-11-25 08:00:00', 'DN100', '设备 P-001', '12345', 'v1.2.3', '1234567890123'])('leaves %s alone', (input) => {
    expect(maskPersonalData(input)).toBe(input);
  });

  it('masks numbers that are phone numbers and leaves other params alone', () => {
    expect(maskParam(13812345678)).toBe('138****5678');
    expect(maskParam(42)).toBe(42);
    expect(maskParam({ key: 'equipment.status.inUse' })).toEqual({ key: 'equipment.status.inUse' });
    expect(maskParam(null)).toBeNull();
  });
});
