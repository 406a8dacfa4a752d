import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isPlatformPermission, messages } from '@gengyun/contracts';
import { routes } from './routes';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });

describe('platform route table', () => {
  it('carries the paths, lang keys and platform codes of the server menu seed', () => {
    expect(routes.map((r) => [r.path, r.menuKey, r.permission])).toEqual([
      ['tenant', 'menu.platform.tenant', 'platform:enterprise:list'],
      ['tenant/registration', 'menu.platform.companyRegistration', 'platform:enterprise:audit'],
    ]);
    for (const route of routes) expect(isPlatformPermission(route.permission)).toBe(true);
  });

  it('every label key quoted by these pages exists in both languages', () => {
    const used = new Set<string>();
    for (const file of sources(__dirname)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"]((?:platform|identity|menu|common|components)\.[A-Za-z0-9_.]+)['"]/g)) used.add(match[1]);
    }
    const catalogue = messages as Record<string, { zh_CN: string; en_US: string }>;
    expect([...used].filter((key) => !(key in catalogue) && !key.endsWith('.'))).toEqual([]);
    expect(used.size).toBeGreaterThan(30);
  });
});
