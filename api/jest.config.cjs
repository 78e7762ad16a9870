const preset = require('../jest.preset.cjs')(__dirname, { runsApi: true });

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/jest-timeout.ts'],
};
