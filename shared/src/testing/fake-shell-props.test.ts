import { BehaviorSubject } from 'rxjs';
import type { DeviceSize } from '../contracts/data';
import { CONTRACT_VERSION } from '../contracts/version';
import type { Locale } from '../i18n/locales';
import en from '../locales/common/en.json';
import ko from '../locales/common/ko.json';
import { createFakeShellProps } from './fake-shell-props';
import { recordBusEvents } from './record-bus-events';

describe('createFakeShellProps', () => {
  it('gives complete props with the shell\'s defaults', () => {
    const props = createFakeShellProps();
    expect(props.contractVersion).toBe(CONTRACT_VERSION);
    expect(props.lang$.value).toBe('en');
    expect(props.theme$.value).toBe('light');
    expect(props.device$.value).toBe('web');
    expect(props.online$.value).toBe(true);
    expect(props.chains$.value).toEqual([]);
    expect(props.tokenProtocols$.value).toEqual({});
    expect(props.footerVisible$.value).toBe(true);
    expect(props.i18n.language).toBe('en');
    expect(props.api.http).toBe(props.http);
  });

  it('has a working bus', () => {
    const props = createFakeShellProps();
    const recording = recordBusEvents(props.bus, ['toast']);
    props.bus.emit({ type: 'toast', kind: 'success', message: 'Copied' });
    expect(recording.events).toHaveLength(1);
  });

  it('records navigation and still calls a given navigate', () => {
    const seen: string[] = [];
    const props = createFakeShellProps({ navigate: (url) => seen.push(url) });
    props.navigate('/en/news');
    props.navigate('/en/dappstore');
    expect(props.navigate.calls).toEqual(['/en/news', '/en/dappstore']);
    expect(seen).toEqual(['/en/news', '/en/dappstore']);
  });

  it('answers api calls from the given routes', async () => {
    const props = createFakeShellProps({ routes: { '/v1/news/list': () => ({ result: 0, data: [] }) } });
    await expect(props.api.http.get('/v1/news/list')).resolves.toEqual({ result: 0, data: [] });
    await expect(props.api.http.get('/v1/other')).rejects.toMatchObject({ status: 404 });
    expect(props.http.requests.map((r) => r.path)).toEqual(['/v1/news/list', '/v1/other']);
  });

  it('starts in the given language, with the common strings, and follows lang$', async () => {
    const props = createFakeShellProps({ lang: 'ko' });
    expect(props.i18n.language).toBe('ko');
    expect(props.i18n.t('common:retry')).toBe(ko.retry);

    const changed = new Promise((resolve) => props.i18n.on('languageChanged', resolve));
    props.lang$.next('en');
    await expect(changed).resolves.toBe('en');
    expect(props.i18n.t('common:retry')).toBe(en.retry);
  });

  it('uses overrides as given', () => {
    const lang$ = new BehaviorSubject<Locale>('ja');
    const props = createFakeShellProps({ lang$, device$: new BehaviorSubject<DeviceSize>('mobile') });
    expect(props.lang$).toBe(lang$);
    expect(props.i18n.language).toBe('ja');
    expect(props.device$.value).toBe('mobile');
  });
});
