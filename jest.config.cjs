// Every package's unit and component tests; the api project runs on PGlite here.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspacePackages } = require('./scripts/workspace-packages.cjs');

module.exports = {
  // A run-wide setting (jest ignores it inside a project): component tests wait for events, which a loaded machine slows down.
  testTimeout: 20_000,
  // Jest keeps a core for itself by default, one worker on a 2-core machine; its own process is mostly idle, and the api's test files wait on PGlite and child processes.
  maxWorkers: '100%',
  // Every package of the workspace (pnpm-workspace.yaml) that has jest tests.
  projects: workspacePackages()
    .filter((dir) => existsSync(path.join(__dirname, dir, 'jest.config.cjs')))
    .map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
};
