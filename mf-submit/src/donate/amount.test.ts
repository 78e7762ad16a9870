import { donationAmount, forgetDonationAmount, randomFraction } from './amount';
import { shortenMiddle } from './shorten';

beforeEach(() => window.localStorage.clear());

describe('donation amount (docs/product.md §9.4)', () => {
  it('draws a four-digit fraction between 1000 and 9999', () => {
    expect(randomFraction(() => 0)).toBe(1000);
    expect(randomFraction(() => 0.999999)).toBe(9999);
    for (let i = 0; i < 200; i++) {
      const fraction = randomFraction();
      expect(fraction).toBeGreaterThanOrEqual(1000);
      expect(fraction).toBeLessThanOrEqual(9999);
    }
  });

  it('is 200 plus the fraction for a DApp and 100 plus it otherwise', () => {
    expect(donationAmount('dapp', 'a', () => 0)).toBe('200.1000');
    expect(donationAmount('token', 'b', () => 0.5)).toBe('100.5500');
    expect(donationAmount('nft', 'c', () => 0.999999)).toBe('100.9999');
  });

  it('keeps the amount of a submission across calls (a reload)', () => {
    const first = donationAmount('dapp', 'draft-1');
    expect(donationAmount('dapp', 'draft-1', () => 0)).toBe(first);
    expect(window.localStorage.getItem('tp-submit:donation-amount:draft-1')).toBe(first);
  });

  it('draws again after the amount is forgotten or was tampered with', () => {
    donationAmount('dapp', 'draft-2', () => 0);
    forgetDonationAmount('draft-2');
    expect(donationAmount('dapp', 'draft-2', () => 0.5)).toBe('200.5500');
    window.localStorage.setItem('tp-submit:donation-amount:draft-2', '5');
    expect(donationAmount('dapp', 'draft-2', () => 0)).toBe('200.1000');
    // A token's amount never passes for a DApp's.
    window.localStorage.setItem('tp-submit:donation-amount:draft-3', '100.1234');
    expect(donationAmount('dapp', 'draft-3', () => 0)).toBe('200.1000');
  });
});

describe('shortenMiddle', () => {
  it('keeps the first 8 and last 8 characters', () => {
    expect(shortenMiddle('0xECa41281c24451168a37211F0bc2b8645AF45092')).toBe('0xECa412…5AF45092');
  });

  it('leaves short values whole', () => {
    expect(shortenMiddle('0x1234567890abcd')).toBe('0x1234567890abcd');
  });
});
