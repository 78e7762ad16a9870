const preset = require('../jest.preset.cjs')(__dirname, { environment: 'jsdom' });

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'] };
