import { channelOf, httpUrl, storeIdOf } from './channel';

describe('distribution channel', () => {
  it.each([
    ['https://play.google.com/store/apps/details?id=example.tpwallet.app', 'google-play', 'example.tpwallet.app'],
    ['https://apps.apple.com/us/app/tp-wallet/id1600000001', 'app-store', 'id1600000001'],
    ['https://chromewebstore.google.com/detail/tp-wallet/kdpgbmjlefnhcoaiklpbnfeghjoakmdp', 'chrome-web-store', 'kdpgbmjlefnhcoaiklpbnfeghjoakmdp'],
    ['https://addons.mozilla.org/en-US/firefox/addon/tp-wallet/', 'firefox-add-ons', 'tp-wallet'],
    ['https://microsoftedge.microsoft.com/addons/detail/tp-wallet/abcdefghabcdefghabcdefghabcdefgh', 'edge-add-ons', 'abcdefghabcdefghabcdefghabcdefgh'],
    ['https://download.tp-wallet.example/android/tp-wallet.apk', 'website', null],
  ])('reads %s', (url, channel, id) => {
    expect(channelOf({ url, platform: 'android' })).toBe(channel);
    expect(storeIdOf(url)).toBe(id);
  });

  it('knows the platforms that only ever come from a store, whatever the link', () => {
    const redirect = 'https://static.tp-wallet.example/releases/ios/app-store';
    expect(channelOf({ url: redirect, platform: 'ios' })).toBe('app-store');
    expect(channelOf({ url: redirect, platform: 'extension-firefox' })).toBe('firefox-add-ons');
    expect(channelOf({ url: redirect, platform: 'windows' })).toBe('website');
    expect(storeIdOf(redirect)).toBeNull();
  });

  it('accepts only http(s) links', () => {
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('not a url')).toBeNull();
    expect(httpUrl('https://download.tp-wallet.example/x')?.hostname).toBe('download.tp-wallet.example');
  });
});
