import { screen } from '@testing-library/react';
import { renderSection } from '@tp/shared/testing/render-section';
import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';
import path from 'node:path';
import en from './locales/en.json';
import { App } from './App';

describe('news section', () => {
  it('renders the list route', () => {
    renderSection(<App />, { namespace: 'news', strings: en, path: '/news' });
    expect(screen.getByRole('heading', { name: 'News' })).toBeInTheDocument();
  });

  it('has every string in all 12 locales', () => {
    expectLocaleFolderComplete(path.join(__dirname, 'locales'));
  });
});
