import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The first chunk is what the login page loads: walk the static imports from main.tsx (plus every eagerly collected
 * pages/<area>/routes.tsx) and fail on any library only the shell or its pages need: charts, maps, the query cache,
 * the socket, dates, and the contracts' index (it carries every area's label catalogue; take single files such as
 * `@gengyun/contracts/permissions` instead). Dynamic `import()` is where the shell, pages and heavy components
 * belong, so it is not followed.
 */
const src = resolve(__dirname, '..');
const HEAVY = /^(echarts|echarts-for-react|leaflet|react-leaflet|zrender|@tanstack\/react-query|socket\.io-client|dayjs|@gengyun\/contracts$)(\/|$)/;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const resolveLocal = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && !readdirSafe(path)) ?? null;
};
const readdirSafe = (path: string): boolean => {
  try {
    readdirSync(path);
    return true;
  } catch {
    return false;
  }
};

function walk(roots: string[]): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1];
      if (/^import\s+type\s/.test(match[0].trim())) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const target = resolveLocal(file, specifier);
        if (target && /\.(ts|tsx)$/.test(target)) queue.push(target);
      } else if (!packages.has(specifier)) packages.set(specifier, relative(src, file));
    }
  }
  return { files, packages };
}

describe('first load', () => {
  it('reaches no chart, map, query, socket or date library, nor the whole catalogue, from main.tsx and the route tables', () => {
    const routeTables = readdirSync(join(src, 'pages'))
      .map((area) => join(src, 'pages', area, 'routes.tsx'))
      .filter((path) => existsSync(path));
    const { files, packages } = walk([join(src, 'main.tsx'), ...routeTables]);
    expect(files.size).toBeGreaterThan(20);
    expect(packages.has('antd')).toBe(true);
    const heavy = [...packages].filter(([name]) => HEAVY.test(name)).map(([name, by]) => `${name} (imported by ${by})`);
    expect(heavy).toEqual([]);
  });
});
