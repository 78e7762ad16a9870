// Every package's unit and component tests; the api project runs on PGlite here.
module.exports = {
  projects: ['shared', 'shell', 'mf-header-footer', 'mf-home', 'mf-dappstore', 'mf-news', 'mf-submit', 'mf-download', 'mf-console', 'api'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
