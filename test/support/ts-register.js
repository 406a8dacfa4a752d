// Runs the TypeScript sources in a plain `node` child process (tests that need a real second process):
// `node -r ./test/support/ts-register.js apps/worker/src/main.ts`. Each file is transpiled on load with the
// repo's compiler options (isolatedModules, so a per-file transpile is exact) and `@gengyun/*` maps to libs/*/src.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');
const tsconfigPaths = require('tsconfig-paths');

const root = join(__dirname, '..', '..');
const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson({ ...config.compilerOptions, sourceMap: false, inlineSourceMap: true }, root);
tsconfigPaths.register({ baseUrl: root, paths: config.compilerOptions.paths });

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), { compilerOptions: options, fileName: filename });
  module._compile(outputText, filename);
};
