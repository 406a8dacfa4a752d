import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const libs = join(__dirname, '..', '..', 'libs');
const areas = readdirSync(libs).filter((a) => a !== 'core' && a !== 'contracts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)].map((m) => m[1] ?? '');

describe('area boundaries', () => {
  it('areas use each other only through the public index, never entities or inner files', () => {
    const violations: string[] = [];
    for (const area of areas) {
      for (const file of sourceFiles(join(libs, area, 'src'))) {
        for (const spec of importsOf(file)) {
          const deepAlias = /^@gengyun\/[^/]+\/./.test(spec);
          const relativeEscape = spec.startsWith('.') && !join(file, '..', spec).startsWith(join(libs, area) + sep);
          if (deepAlias || relativeEscape) violations.push(`${relative(libs, file)} → ${spec}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('core and contracts never depend on a business area', () => {
    const violations: string[] = [];
    for (const base of ['core', 'contracts']) {
      for (const file of sourceFiles(join(libs, base, 'src'))) {
        for (const spec of importsOf(file)) {
          if (areas.some((a) => spec === `@gengyun/${a}` || spec.startsWith(`@gengyun/${a}/`))) {
            violations.push(`${relative(libs, file)} → ${spec}`);
          }
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('contracts stay framework-free so the web can import them', () => {
    const offending = sourceFiles(join(libs, 'contracts', 'src')).filter((file) =>
      importsOf(file).some((spec) => /^(@nestjs|typeorm|class-validator|node:)/.test(spec)),
    );
    expect(offending.map((f) => relative(libs, f))).toEqual([]);
  });
});
