import { formatReceipt, isReceipt, normalizeReceipt, RECEIPT_PATTERN } from './receipt';

describe('receipts', () => {
  it('write 80 bits in Crockford base32 after the kind letter', () => {
    expect(formatReceipt('dapp', new Uint8Array(10))).toBe('D-0000000000000000');
    expect(formatReceipt('token', new Uint8Array(10).fill(0xff))).toBe('T-ZZZZZZZZZZZZZZZZ');
    expect(formatReceipt('nft', Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('N-1111111111111111');
    expect(() => formatReceipt('dapp', new Uint8Array(9))).toThrow(RangeError);
  });

  it('are recognised as typed, in any case and with spaces around', () => {
    expect(normalizeReceipt(' d-7q2m9kx4c8rzt1vb ')).toBe('D-7Q2M9KX4C8RZT1VB');
    expect(isReceipt(' d-7q2m9kx4c8rzt1vb ')).toBe(true);
    for (const bad of ['D-7Q2M9KX4C8RZT1V', 'X-7Q2M9KX4C8RZT1VB', 'D-7Q2M9KX4C8RZT1VI', "1' or 1=1", '']) expect(isReceipt(bad)).toBe(false);
    expect(RECEIPT_PATTERN.test('D-7Q2M9KX4C8RZT1VB')).toBe(true);
  });
});
