/** Browser tests: the real server with the built web, driven through Debian's Chromium by playwright-core. */
const base = require('../../jest.config.js');

module.exports = {
  ...base,
  rootDir: '../..',
  testMatch: ['<rootDir>/test/web/**/*.web-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A failed test or hook leaves a screenshot and the console of each open page under test-artifacts/failures/.
  testEnvironment: '<rootDir>/test/web/support/failure-environment.js',
  testTimeout: 60000,
  maxWorkers: 1,
};
