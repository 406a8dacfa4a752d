import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@gengyun/contracts';
import { webLabels } from '../../../libs/contracts/src/i18n/web.labels';

const root = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'components' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });

describe('shell label keys', () => {
  it('every key quoted by the shell, login and personal pages exists in the catalogue', () => {
    const used = new Set<string>();
    for (const file of sources(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'((?:web|menu|common|identity)\.[A-Za-z0-9_.]+)'/g)) used.add(match[1]);
    }
    const missing = [...used].filter((key) => !(key in messages) && !key.endsWith('.'));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it('web labels have Chinese and English text for every key', () => {
    for (const [key, text] of Object.entries(webLabels)) {
      expect(text.zh_CN.trim(), key).not.toBe('');
      expect(text.en_US.trim(), key).not.toBe('');
    }
  });
});
