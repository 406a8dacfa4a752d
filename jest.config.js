/** Backend tests: unit specs beside the code, API e2e and cross-cutting suites under test/. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/apps/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/web/', '<rootDir>/test/web/'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }] },
  moduleNameMapper: { '^@gengyun/([^/]+)$': '<rootDir>/libs/$1/src' },
  // A suite boots the whole app in its beforeAll: on a loaded machine that alone can take half a minute.
  testTimeout: 60000,
  maxWorkers: 2,
};
