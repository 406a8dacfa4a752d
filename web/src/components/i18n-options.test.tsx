import { messages } from '@gengyun/contracts';
import { catalogToResources, toParams } from './i18n-options';
import { createTestI18n } from './test-utils';

describe('i18n options', () => {
  it('interpolates single-brace positional placeholders in both languages', () => {
    const zh = createTestI18n('zh_CN');
    const en = createTestI18n('en_US');
    expect(zh.t('components.choose.pleaseChoose', toParams('设备'))).toBe('请选择设备');
    expect(en.t('components.choose.pleaseChoose', toParams('asset'))).toBe('Please choose asset');
    expect(en.t('common.validation.minLength', toParams('Name', 3))).toBe('Name must be at least 3 characters');
  });

  it('keeps dotted keys flat and has every component key in both languages', () => {
    const resources = catalogToResources(messages);
    const zh = resources.zh_CN.translation as Record<string, string>;
    const en = resources.en_US.translation as Record<string, string>;
    const componentKeys = Object.keys(messages).filter((key) => key.startsWith('components.'));
    expect(componentKeys.length).toBeGreaterThan(30);
    for (const key of componentKeys) {
      expect(zh[key], key).toBeTruthy();
      expect(en[key], key).toBeTruthy();
    }
  });

  it('does not escape values (React escapes)', () => {
    expect(createTestI18n('en_US').t('components.choose.title', toParams('<b>'))).toBe('Choose <b>');
  });
});
