import { showDocumentLanguage } from './document-language';

function langWrites(root: HTMLElement, change: () => void): number {
  const observer = new MutationObserver(() => undefined);
  observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
  change();
  const writes = observer.takeRecords().length;
  observer.disconnect();
  return writes;
}

describe('<html lang>', () => {
  it("holds the language's BCP 47 tag, as the server writes it", () => {
    const root = document.createElement('html');
    showDocumentLanguage('zh-tw', root);
    expect(root.lang).toBe('zh-Hant');
    showDocumentLanguage('ko', root);
    expect(root.lang).toBe('ko');
  });

  it('is not written again when it already holds the language: a write restyles the whole page', () => {
    const root = document.createElement('html');
    root.lang = 'zh-Hans';
    expect(langWrites(root, () => showDocumentLanguage('zh', root))).toBe(0);
    expect(langWrites(root, () => showDocumentLanguage('en', root))).toBe(1);
    expect(root.lang).toBe('en');
  });
});
