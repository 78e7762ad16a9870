/** Which pages fetch the home page's lower sections as the section's module runs. */
async function lowerSectionsFetchedOn(pathname: string): Promise<boolean> {
  window.history.replaceState(null, '', pathname);
  let fetched = false;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./home/HomeRest', () => {
      fetched = true;
      return { __esModule: true, default: () => null };
    });
    await import('./Home');
    // The import settles in microtasks: every one of them has run before the next macrotask.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return fetched;
}

describe("the home page's lower sections", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('are fetched as soon as the module runs on the home page', async () => {
    expect(await lowerSectionsFetchedOn('/en')).toBe(true);
  });

  it.each(['/en/about', '/ja/developer', '/en/recruiting'])('are never fetched on %s, which loads the same module', async (pathname) => {
    expect(await lowerSectionsFetchedOn(pathname)).toBe(false);
  });
});
