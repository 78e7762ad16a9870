const preset = require('../jest.preset.cjs')(__dirname);

// Compiled to CommonJS too: PGlite's CommonJS build loads Node built-ins with
// import(), which jest's VM refuses without --experimental-vm-modules, and
// fastify's inject needs cookie 2, which is ESM only.
const alsoCompiled = ['@electric-sql\\+pglite', 'cookie'];
const [ignore] = preset.transformIgnorePatterns;

module.exports = {
  ...preset,
  transformIgnorePatterns: [ignore.replace('(?!(', `(?!(${alsoCompiled.join('|')}|`)],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/jest-timeout.ts'],
};
