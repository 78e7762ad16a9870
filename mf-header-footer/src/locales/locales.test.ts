import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';

describe('header and footer strings', () => {
  it('has every string in all 12 locales', () => {
    expectLocaleFolderComplete(__dirname);
  });
});
