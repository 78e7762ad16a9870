import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';
import path from 'node:path';

describe('dappstore locales', () => {
  it('has every string in all 12 locales', () => {
    expectLocaleFolderComplete(path.join(__dirname, 'locales'));
  });
});
