// Runs the TypeScript sources in a plain `node` child process (tests that need a real second process):
// `node -r ./test/support/ts-register.js apps/worker/src/main.ts`. Each file is transpiled on load with the
// repo's compiler options (isolatedModules, so a per-file transpile is exact) and `@gengyun/<area>` maps to
// libs/<area>/src, as tsconfig.base.json's paths say.
const Module = require('node:module');
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const ts = require('typescript');

const root = join(__dirname, '..', '..');
const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson({ ...config.compilerOptions, sourceMap: false, inlineSourceMap: true }, root);

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const area = /^@gengyun\/([^/]+)$/.exec(request);
  return resolve.call(this, area ? join(root, 'libs', area[1], 'src') : request, ...rest);
};

// Transpiled files are kept by content hash, so a restarted child boots in a fraction of the first one's time.
const cache = join(tmpdir(), 'gengyun-ts-register');
mkdirSync(cache, { recursive: true });
require.extensions['.ts'] = (module, filename) => {
  const source = readFileSync(filename, 'utf8');
  const file = join(cache, `${createHash('sha1').update(filename).update(source).digest('hex')}.js`);
  let output;
  try {
    output = readFileSync(file, 'utf8');
  } catch {
    output = ts.transpileModule(source, { compilerOptions: options, fileName: filename }).outputText;
    // Two children starting at once transpile the same file: each writes its own copy and renames it into place,
    // so neither ever reads the other's half-written file (an empty module, whose exports then look undefined).
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, output);
    renameSync(partial, file);
  }
  module._compile(output, filename);
};
