// Every package's unit and component tests; the api project runs on PGlite here.
module.exports = {
  // A run-wide setting (jest ignores it inside a project): component tests wait for events, which a loaded machine slows down.
  testTimeout: 20_000,
  // Jest keeps a core for itself by default, one worker on a 2-core machine; its own process is mostly idle, and the api's test files wait on PGlite and child processes.
  maxWorkers: '100%',
  projects: ['shared', 'shell', 'mf-header-footer', 'mf-home', 'mf-dappstore', 'mf-news', 'mf-submit', 'mf-download', 'mf-console', 'api'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
