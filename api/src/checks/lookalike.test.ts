import { domainToASCII } from 'node:url';
import { findLookalike, foldConfusables, foldName, registrableDomain } from './lookalike';
import { PhishingList } from './phishing';
import { readDonationLink } from './donation-link';

/** A fixed phishing list: the package's format, our own entries. */
const FIXTURE = new PhishingList({
  blacklist: ['drainer-claims.example', 'uniswap-airdrop.example'],
  whitelist: ['safe.drainer-claims.example'],
  fuzzylist: ['metamask.io', 'opensea.io'],
  tolerance: 2,
});

const LISTED = [
  { domain: 'pancakeswap.finance', dapp_id: 11 },
  { domain: 'app.uniswap.org', dapp_id: 10 },
  { domain: 'gmx.io', dapp_id: 12 },
];

describe('the phishing blocklist', () => {
  it('blocks a listed host and the hosts under it, not an allowed one or an unlisted one', () => {
    expect(FIXTURE.isBlocked('drainer-claims.example')).toBe(true);
    expect(FIXTURE.isBlocked('app.uniswap-airdrop.example')).toBe(true);
    expect(FIXTURE.isBlocked('safe.drainer-claims.example')).toBe(false);
    expect(FIXTURE.isBlocked('lotus-swap.example.org')).toBe(false);
  });
});

describe('look-alike domains', () => {
  it('folds confusable letters, digits and accents', () => {
    expect(foldConfusables('unіswap')).toBe(foldConfusables('uniswap'));
    expect(foldConfusables('pancakeswаp')).toBe(foldConfusables('pancakeswap'));
    expect(foldConfusables('0pensea')).toBe(foldConfusables('opensea'));
    expect(foldConfusables('rnetamask')).toBe(foldConfusables('metamask'));
    expect(foldName('Pancake Swap!')).toBe(foldName('pancakeswap'));
  });

  it('reads punycode as the letters it shows', () => {
    const spoof = domainToASCII('unіswap.org');
    expect(spoof).toMatch(/^xn--/);
    expect(registrableDomain(`app.${spoof}`)).toBe('unіswap.org');
  });

  it.each([
    ['pancakeswaq.finance', 'pancakeswap.finance', 11],
    ['app.pancakesvvap.finance', 'pancakeswap.finance', 11],
    [domainToASCII('unіswap.org'), 'uniswap.org', 10],
    ['uniswap.one', 'uniswap.org', 10],
  ])('flags %s as imitating %s', (host, domain, id) => {
    expect(findLookalike(host, LISTED)).toEqual({ domain, dapp_id: id });
  });

  it('flags a host close to a fuzzy-list entry', () => {
    expect(findLookalike('metarnask.io', FIXTURE.fuzzylist.map((domain) => ({ domain })))).toEqual({ domain: 'metamask.io' });
  });

  it.each([
    ['pancakeswap.finance', 'the domain itself (a duplicate, not a look-alike)'],
    ['docs.pancakeswap.finance', 'a host of the same domain'],
    ['lotus-swap.example.org', 'an unrelated domain'],
    ['gmz.io', 'a name too short to judge'],
    ['sushiswap.com', 'a domain more than two edits away'],
  ])('leaves %s alone: %s', (host) => {
    expect(findLookalike(host, LISTED)).toBeNull();
  });
});

describe('donation links', () => {
  const hash = `0x${'3f'.repeat(32)}`;
  it.each([
    [`https://bscscan.com/tx/${hash}`, { hash }],
    [`bscscan.com/tx/${hash}?utm=1#eventlog`, { hash }],
    [hash.slice(2).toUpperCase(), { hash }],
    [`https://etherscan.io/tx/${hash}`, { problem: 'wrongChain' }],
    [`https://testnet.bscscan.com/tx/${hash}`, { problem: 'wrongChain' }],
    [`https://bscscan.com/tx/${hash}00`, { problem: 'malformedHash' }],
    [`https://bscscan.com/tx/0x${'3f'.repeat(20)}`, { problem: 'malformedHash' }],
    [`https://bscscan.com/tx/${hash}?other=0x${'aa'.repeat(32)}`, { problem: 'malformedHash' }],
    ['https://bscscan.com/address/nothing-here', { problem: 'malformedHash' }],
  ])('reads %s', (link, expected) => {
    expect(readDonationLink(link)).toEqual(expected);
  });
});
