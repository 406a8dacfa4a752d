import { hasLettersAndDigits, isPhone } from './password-rules';

describe('password rules', () => {
  it.each([
    ['abc123', true],
    ['A1', true],
    ['123456', false],
    ['abcdef', false],
    ['!!@@##', false],
    ['', false],
  ])('letters and digits: %s → %s', (value, ok) => {
    expect(hasLettersAndDigits(value)).toBe(ok);
  });
  it.each([
    ['13800138000', true],
    [' 13800138000 ', true],
    ['1380013800', false],
    ['23800138000', false],
    ['138001380ab', false],
  ])('phone: %s → %s', (value, ok) => {
    expect(isPhone(value)).toBe(ok);
  });
});
