/** Backend tests: unit specs beside the code, API e2e and cross-cutting suites under test/. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/apps/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/web/', '<rootDir>/test/web/'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }] },
  moduleNameMapper: { '^@gengyun/([^/]+)$': '<rootDir>/libs/$1/src' },
  testTimeout: 30000,
  maxWorkers: 2,
};
