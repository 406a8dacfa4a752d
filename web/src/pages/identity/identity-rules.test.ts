import { i18n } from '@/i18n/i18n-instance';
import { accountRules, confirmRules, isAccount, isPhone, isStrongPassword, passwordProblem, passwordRules, phoneRules } from './identity-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

/** Runs a rule list's validators in order (every rule here validates through one), returning the first message. */
async function firstError(rules: unknown[], value: string | undefined, values: Record<string, unknown> = {}): Promise<string | null> {
  for (const entry of rules) {
    const rule = typeof entry === 'function' ? (entry as (form: { getFieldValue: (name: string) => unknown }) => object)({ getFieldValue: (name) => values[name] }) : entry;
    const { validator } = rule as { validator?: Validator };
    if (validator) {
      try {
        await validator({}, value);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

beforeAll(() => i18n.changeLanguage('en_US'));

describe('user form rules mirror the server DTO', () => {
  it('requires the account and allows only the server pattern', async () => {
    expect(await firstError(accountRules, '')).toBe('Account cannot be empty');
    expect(await firstError(accountRules, 'zhang san')).toMatch(/letters, digits/);
    expect(await firstError(accountRules, 'zhang.san@x-1')).toBeNull();
    expect(await firstError(accountRules, 'a'.repeat(51))).toMatch(/at most 50/);
    expect(isAccount('名字')).toBe(false);
  });

  it('accepts an empty phone but refuses one the server would refuse', async () => {
    expect(await firstError(phoneRules, undefined)).toBeNull();
    expect(await firstError(phoneRules, '13800138000')).toBeNull();
    expect(await firstError(phoneRules, '+86-138-0013')).toBeNull();
    expect(await firstError(phoneRules, '1234')).toBe('The phone number is not valid');
    expect(await firstError(phoneRules, '138abc00138')).toBe('The phone number is not valid');
    expect(isPhone('-12345')).toBe(false);
  });

  it('wants a 6–64 character password with letters and digits', async () => {
    expect(await firstError(passwordRules, '')).toBe('Password cannot be empty');
    expect(await firstError(passwordRules, 'ab1')).toMatch(/at least 6/);
    expect(await firstError(passwordRules, 'abcdefg')).not.toBeNull();
    expect(await firstError(passwordRules, '12345678')).not.toBeNull();
    expect(await firstError(passwordRules, 'abc123')).toBeNull();
    expect(passwordProblem(`a1${'x'.repeat(63)}`)?.[0]).toBe('identity.validation.maxLength');
    expect(isStrongPassword('secret99')).toBe(true);
  });

  it('the confirm field must equal the password', async () => {
    expect(await firstError(confirmRules('password'), 'abc124', { password: 'abc123' })).toMatch(/match/i);
    expect(await firstError(confirmRules('password'), 'abc123', { password: 'abc123' })).toBeNull();
  });
});
