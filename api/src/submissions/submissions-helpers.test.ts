import { gif, jpeg, png } from '../testing/images';
import { checkLogo } from './logo';
import { normalizeReceipt, RECEIPT_PATTERN } from '@tp/shared/api/receipt';
import { newReceipt } from './receipt';

describe('checkLogo', () => {
  it('accepts a whole 400×400 PNG or JPEG', () => {
    expect(checkLogo(png(400, 400))).toMatchObject({ type: 'image/png', width: 400, height: 400 });
    expect(checkLogo(jpeg(400, 400))).toMatchObject({ type: 'image/jpeg' });
  });

  it.each([
    ['another size', png(512, 512)],
    ['a GIF', gif(400, 400)],
    ['a PNG without its end', png(400, 400).subarray(0, -12)],
    ['a JPEG without its end marker', jpeg(400, 400).subarray(0, -2)],
    ['a header only', png(400, 400).subarray(0, 30)],
    ['text', Buffer.from('<svg width="400" height="400"/>')],
  ])('refuses %s', (_label, bytes) => {
    expect(checkLogo(bytes)).toBeNull();
  });
});

describe('receipts', () => {
  it('are unguessable ids in an unambiguous alphabet, typed back in any case', () => {
    const receipts = Array.from({ length: 200 }, () => newReceipt('token'));
    expect(new Set(receipts).size).toBe(200);
    expect(receipts.every((r) => RECEIPT_PATTERN.test(r) && r.startsWith('T-'))).toBe(true);
    expect(normalizeReceipt(` ${receipts[0].toLowerCase()} `)).toBe(receipts[0]);
  });
});
