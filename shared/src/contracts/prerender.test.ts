import { prerenderedPathsOf, prerenderFile, PRERENDERED_PATHS } from './prerender';

describe('first screens rendered ahead of time', () => {
  it('covers every page without a parameter, and no redirect', () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['', 'about', 'dappstore', 'dappstore/detail', 'news', 'submit/dapp', 'download/app']));
    expect(PRERENDERED_PATHS.some((rest) => rest.includes(':') || rest.startsWith('project/'))).toBe(false);
  });

  it("renders a section for its own pages, the header and footer for every page", () => {
    expect(prerenderedPathsOf('news')).toEqual(['news']);
    expect(prerenderedPathsOf('submit')).toEqual(['submit/dapp', 'submit/token', 'submit/nft', 'success']);
    expect(prerenderedPathsOf('header')).toEqual(PRERENDERED_PATHS);
  });

  it('names a fragment by application, device, language and page', () => {
    expect(prerenderFile('home', 'mobile', 'zh-tw', '')).toBe('prerender/home/mobile/zh-tw/index.html');
    expect(prerenderFile('submit', 'web', 'en', 'submit/dapp')).toBe('prerender/submit/web/en/submit/dapp.html');
  });
});
