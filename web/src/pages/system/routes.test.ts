import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allPermissionCodes, messages } from '@gengyun/contracts';
import { routes as dictionaryRoutes } from '@/pages/dictionary/routes';
import { routes as i18nRoutes } from '@/pages/i18n/routes';
import { routes as systemRoutes } from './routes';

const pagesDir = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });

describe('system-admin route tables', () => {
  const all = [...systemRoutes, ...i18nRoutes, ...dictionaryRoutes];

  it('carry the paths, lang keys and permission codes of the server menu seed', () => {
    expect(all.map((r) => [r.path, r.menuKey, r.permission])).toEqual([
      ['system/config', 'menu.admin.systemConfig', 'system:config:edit'],
      ['enterprise/info', 'menu.admin.enterpriseInfo', 'system:enterprise:edit'],
      ['cache', 'menu.admin.cache', 'system:cache:list'],
      ['error', 'menu.admin.error', 'system:errorLog:list'],
      ['notice', 'menu.admin.notice', 'system:notice:edit'],
      ['language', 'menu.admin.language', 'i18n:language:list'],
      ['language/company', 'menu.admin.languageCompany', 'i18n:language:company'],
      ['data', 'menu.admin.data', 'dictionary:dict:list'],
      ['config', 'menu.admin.config', 'dictionary:dict:list'],
    ]);
  });

  it('menu keys have texts and permissions are real codes', () => {
    const codes = new Set<string>(allPermissionCodes());
    for (const route of all) {
      expect(messages, route.menuKey).toHaveProperty([route.menuKey]);
      expect(codes.has(route.permission), route.permission).toBe(true);
    }
  });

  it('every label key quoted by these pages exists with both languages', () => {
    const used = new Set<string>();
    for (const area of ['system', 'i18n', 'dictionary']) {
      for (const file of sources(join(pagesDir, area))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/['"]((?:systemAdmin|system|i18n|dictionary|menu|common|components|web)\.[A-Za-z0-9_.]+)['"]/g)) used.add(match[1]);
      }
    }
    const catalogue = messages as Record<string, { zh_CN: string; en_US: string }>;
    const missing = [...used].filter((key) => !(key in catalogue) && !key.endsWith('.'));
    expect(missing).toEqual([]);
    for (const key of used) {
      if (!(key in catalogue)) continue;
      expect(catalogue[key].zh_CN.trim(), key).not.toBe('');
      expect(catalogue[key].en_US.trim(), key).not.toBe('');
    }
  });
});
