// After `tsc` has compiled apps and libs into dist/, make `@gengyun/<lib>` resolve to the compiled library:
// Node looks in dist/node_modules before the workspace links, whose entries point at TypeScript sources.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
for (const lib of readdirSync(join(root, 'libs'))) {
  const dir = join(root, 'dist', 'node_modules', '@gengyun', lib);
  mkdirSync(dir, { recursive: true });
  const pkg = { name: `@gengyun/${lib}`, private: true, main: `../../../libs/${lib}/src/index.js` };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}
