// `npm run bench:web`: gzip size of the JavaScript a browser needs for the login page and for the admin
// shell's first render (home), from the Vite manifest of web/dist. Prints figures; never fails the build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../web/dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('web/dist/.vite/manifest.json missing: run `npm run build:web` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** A chunk and everything it imports statically (what loads before it can run). */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
const find = (pattern) => Object.keys(manifest).find((k) => pattern.test(k));
const gzipOf = (keys) =>
  [...keys].reduce((sum, k) => sum + gzipSync(readFileSync(join(dist, manifest[k].file))).length, 0);
const heavy = (keys) =>
  [...keys].filter((k) => /leaflet|echarts|zrender/i.test(k) || /\bL\.Map\b|echarts\.init/.test(readFileSync(join(dist, manifest[k].file), 'utf8')));

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entry);
const page = (pattern) => {
  const key = find(pattern);
  return key ? new Set([...initial, ...closure(key)]) : initial;
};
const rows = [
  ['entry (router, client, theme)', initial],
  ['login page', page(/pages\/login\/LoginPage/)],
  ['shell first render (home)', new Set([...page(/app\/AdminShell/), ...page(/pages\/personal\/HomePage/)])],
];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('first-load JavaScript (gzip)');
for (const [label, keys] of rows) {
  const offending = heavy(keys);
  console.log(`  ${label.padEnd(32)} ${kb(gzipOf(keys)).padStart(10)}  ${keys.size} chunks${offending.length ? `  HEAVY: ${offending.join(', ')}` : ''}`);
}
const all = Object.keys(manifest).filter((k) => manifest[k].file.endsWith('.js'));
console.log(`  ${'all chunks'.padEnd(32)} ${kb(gzipOf(all)).padStart(10)}  ${all.length} chunks`);
