// Jest's module loader with V8's code cache (jest.config.js `runtime`). Every suite boots the whole app in a fresh
// module registry, so a worker compiles the same ~3,900 modules (the app's and node_modules') once per suite: about
// a sixth of a small suite's CPU. Each is compiled by vm.compileFunction exactly as Jest does, but the first
// compile in a worker keeps V8's cached data for the module and later suites hand it back, so V8 skips most of the
// parsing. The cache is kept by file name and exact source (a changed transform output compiles afresh), and V8
// itself refuses data that does not fit, in which case the module is compiled as usual. Nothing else changes:
// modules still run once per suite, in that suite's own context.
const { compileFunction } = require('node:vm');
const Runtime = require('jest-runtime').default;

/** filename → the source compiled and V8's cached data for it; one per worker process, shared by its suites. */
const compiled = new Map();

class CodeCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    // Jest 30 compiles in its ModuleExecutor; the runtime owns one per suite.
    const executor = this.executor;
    const compileAsJest = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      if (executor.resolution.isCoreModule(filename)) return compileAsJest(source, filename);
      const context = executor.environment.getVmContext();
      if (context == null) return compileAsJest(source, filename);
      const known = compiled.get(filename);
      const cachedData = known?.source === source ? known.data : undefined;
      let fn;
      try {
        fn = compileFunction(source, executor.injectedModuleParameters, {
          filename,
          parsingContext: context,
          cachedData,
          produceCachedData: !cachedData,
          importModuleDynamically: (specifier, _fn, attributes, phase) => executor.dynamicImport(specifier, filename, context, attributes, phase),
        });
      } catch {
        // Syntax errors and the like: Jest's own compile reports them its way.
        return compileAsJest(source, filename);
      }
      if (cachedData && fn.cachedDataRejected) compiled.delete(filename);
      else if (!cachedData && fn.cachedDataProduced) compiled.set(filename, { source, data: fn.cachedData });
      return fn;
    };
  }
}

module.exports = CodeCachingRuntime;
