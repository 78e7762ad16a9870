import { screen } from '@testing-library/react';
import { expectLocaleFolderComplete } from '@tp/shared/testing/locale-folder';
import { renderSection } from '@tp/shared/testing/render-section';
import path from 'node:path';
import { Route, Routes, useLocation } from '@tp/shared/facades/router';
import en from './locales/en.json';
import { App } from './App';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('submit section', () => {
  it.each(['dapp', 'token', 'nft'])('sends /project/%s to /submit/%s without a reload', async (kind) => {
    renderSection(
      <>
        <App />
        <Routes>
          <Route path="*" element={<Where />} />
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
