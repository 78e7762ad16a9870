import { screen } from '@testing-library/react';
import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';
import { renderSection } from '@tp/shared/testing/render-section';
import path from 'node:path';
import { Route, Routes } from '@tp/shared/facades/router';
import { CurrentLocation } from './testing/current-location';
import en from './locales/en.json';
import { App } from './App';

describe('submit section', () => {
  it.each(['dapp', 'token', 'nft'])('sends /project/%s to /submit/%s without a reload', async (kind) => {
    renderSection(
      <>
        <App />
        <Routes>
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </>,
      { namespace: 'submit', strings: en, path: `/project/${kind}?ref=x` },
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(`/submit/${kind}?ref=x`);
  });

  it('leaves unknown paths to the shell', () => {
    const { container } = renderSection(<App />, { namespace: 'submit', strings: en, path: '/project/other' });
    expect(container).toBeEmptyDOMElement();
  });

  it('has every string in all 12 locales', () => {
    expectLocaleFolderComplete(path.join(__dirname, 'locales'));
  });
});
