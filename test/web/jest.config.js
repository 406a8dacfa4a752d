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
  // Each file runs its own server and Chromium; most of a browser test is waiting on the page, so two files at once
  // fit two cores (the suites wait on conditions, never on wall-clock bounds).
  maxWorkers: 2,
};
