const preset = require('../jest.preset.cjs')(__dirname, { runsApi: true });

module.exports = {
  ...preset,
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/jest-timeout.ts'],
};
