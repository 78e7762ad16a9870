import { createTheme } from './theme';

describe('the stored theme', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the stored choice when the head script set none, and stores each change', () => {
    localStorage.setItem('theme', 'dark');
    const root = document.createElement('html');
    const theme$ = createTheme(root);
    expect(theme$.getValue()).toBe('dark');
    theme$.next('light');
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('stores nothing until the theme changes, so a visitor who never chose one keeps following the system', () => {
    const root = document.createElement('html');
    // The head script applied the system's preference: nothing was stored or asked for in the query.
    root.dataset.theme = 'dark';
    const theme$ = createTheme(root);
    expect(theme$.getValue()).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    theme$.next('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('follows the system\'s preference as it changes, storing nothing, until a theme is chosen', () => {
    const system = Object.assign(new EventTarget(), { matches: false }) as unknown as MediaQueryList;
    const systemTurns = (dark: boolean) => system.dispatchEvent(Object.assign(new Event('change'), { matches: dark }));
    const root = document.createElement('html');
    root.dataset.theme = 'light';
    const theme$ = createTheme(root, system);
    systemTurns(true);
    expect([theme$.getValue(), root.dataset.theme, localStorage.getItem('theme')]).toEqual(['dark', 'dark', null]);
    theme$.next('light');
    systemTurns(true);
    expect([theme$.getValue(), root.dataset.theme, localStorage.getItem('theme')]).toEqual(['light', 'light', 'light']);
  });

  it('ignores a stored value it does not know, saying so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('theme', '"dark"');
    expect(createTheme(document.createElement('html')).getValue()).toBe('light');
    expect(warn).toHaveBeenCalledWith('localStorage "theme" is damaged: the value: expected "light" or "dark"; it is ignored');
    warn.mockRestore();
  });
});
