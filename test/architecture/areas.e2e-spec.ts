import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const libs = join(__dirname, '..', '..', 'libs');
const areas = readdirSync(libs).filter((a) => a !== 'core' && a !== 'contracts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => join(dir, f));

/** Code without its comments (block, line and JSDoc), so a doc example does not count as naming something. */
const code = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The areas an area's files import (`@gengyun/<area>`). */
function areaImports(area: string): Set<string> {
  const out = new Set<string>();
  for (const file of sourceFiles(join(libs, area, 'src'))) {
    for (const m of code(file).matchAll(/from\s+'@gengyun\/([^/']+)'/g)) if (m[1] !== area && areas.includes(m[1] as string)) out.add(m[1] as string);
  }
  return out;
}

/** Every cycle of a directed graph, each as the path that closes it. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (node: string, path: string[]): void => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next]);
      else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  const seen = new Set<string>();
  return found.filter((c) => {
    const key = [...c.slice(0, -1)].sort().join('>');
    return !seen.has(key) && seen.add(key);
  });
}

describe('areas plug in (ARCHITECTURE §2)', () => {
  it('core names no area: no area, its events or its queues appear in core code (comments aside)', () => {
    const names = areas.flatMap((a) => [a, a.replace(/s$/, '')]);
    const pattern = new RegExp(`['"\`/.:](?:${names.join('|')})(?:['"\`/.:-]|$)|\\b(?:${areas.map((a) => `${a[0]?.toUpperCase()}${a.slice(1)}Module`).join('|')})\\b`, 'im');
    // Module paths are left out: core's own folders (i18n, files) share names with areas; imports of areas are refused above.
    const withoutPaths = (file: string): string => code(file).replace(/^\s*(?:import|export)\b[^;]*?from\s+'[^']*';/gm, '');
    // Words that are not the area: the uploads' folder under DATA_DIR (named `files` as it always was), the type
    // of a multipart part, and the operator name of the platform's own changes in audit rows ("system").
    const allowed = new Map([
      [join('core', 'src', 'files', 'file-storage.ts'), "'files'"],
      [join('core', 'src', 'http', 'body-normaliser.ts'), "'file'"],
      [join('core', 'src', 'audit', 'audit.service.ts'), "'system'"],
    ]);
    const offending = sourceFiles(join(libs, 'core', 'src'))
      .map((file) => [relative(libs, file), withoutPaths(file).match(pattern)?.[0]] as const)
      .filter(([file, hit]) => allowed.get(file) !== hit)
      .filter(([, hit]) => hit);
    expect(offending).toEqual([]);
  });

  it('the check itself catches an area named in core', () => {
    const names = ['iot', 'alarm'];
    const pattern = new RegExp(`['"\`/.:](?:${names.join('|')})(?:['"\`/.:-]|$)`, 'im');
    expect("bus.on('iot.readings', f)".match(pattern)).not.toBeNull();
    expect("jobs.add('alarm', 'x')".match(pattern)).not.toBeNull();
    expect("const ratio = 1;".match(pattern)).toBeNull();
  });

  it('no import cycle between areas', () => {
    const graph = new Map(areas.map((a) => [a, areaImports(a)]));
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('the cycle check itself finds a cycle through three areas', () => {
    const graph = new Map([
      ['identity', new Set(['dictionary'])],
      ['dictionary', new Set(['i18n'])],
      ['i18n', new Set(['identity'])],
      ['iot', new Set(['identity'])],
    ]);
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual(['identity → dictionary → i18n → identity']);
  });

  it('an area of more than ~25 files keeps one sub-folder per thing: few files at its root', () => {
    const crowded = areas.filter((area) => {
      const src = join(libs, area, 'src');
      const all = sourceFiles(src).length;
      const atRoot = readdirSync(src).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && statSync(join(src, f)).isFile()).length;
      return all > 25 && atRoot > 12;
    });
    expect(crowded).toEqual([]);
  });
});
