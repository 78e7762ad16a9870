// One jest set-up for every package: SWC transforms TS/TSX, CSS modules map to their class names.
const path = require('node:path');

// ESM-only packages that jest must transform (pnpm's store path: .pnpm/<name>@<version>).
const esmPackages = ['@noble\\+hashes', 'bs58', 'base-x', 'dompurify', 'uuid', 'nanoid', '@module-federation\\+webpack-bundler-runtime'];

/**
 * Compiled to CommonJS too, for packages whose tests run the api in-process:
 * PGlite's CommonJS build loads Node built-ins with import(), which jest's VM
 * refuses without --experimental-vm-modules, and fastify's inject needs
 * cookie 2, which is ESM only.
 */
const apiPackages = ['@electric-sql\\+pglite', 'cookie'];

/** @param {string} dir package folder @param {{environment?: 'node' | 'jsdom', runsApi?: boolean}} options */
module.exports = function jestPreset(dir, { environment = 'node', runsApi = false } = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.types/'],
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${[...esmPackages, ...(runsApi ? apiPackages : [])].join('|')})@)`],
    moduleNameMapper: {
      // The breakpoints are read for real: code takes its media queries from them.
      'design/breakpoints\\.module\\.css$': path.join(__dirname, 'shared/src/design/breakpoints-jest.cjs'),
      '\\.css$': 'identity-obj-proxy',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'shared/src/testing/jest-setup.ts')],
  };
};
