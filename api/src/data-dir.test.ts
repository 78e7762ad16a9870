import path from 'node:path';
import { locateDataDir } from './data-dir';

describe('locateDataDir', () => {
  const apiDir = path.resolve(__dirname, '..');
  const repoDir = path.dirname(apiDir);

  it('is api/.data from the api package, the repository root or a sibling package', () => {
    for (const cwd of [apiDir, path.join(apiDir, 'src'), repoDir, path.join(repoDir, 'shell')]) {
      expect(locateDataDir(cwd)).toBe(path.join(apiDir, '.data'));
    }
  });

  it('is .data in the working directory elsewhere', () => {
    expect(locateDataDir('/')).toBe('/.data');
  });
});
