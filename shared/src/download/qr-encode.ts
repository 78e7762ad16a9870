import { create } from 'qrcode';
import type { QrModules } from './qr-code';

/** The modules of a QR code for `text` (error correction M: a phone camera reads it from a screen at any size the page draws). */
export function encodeQr(text: string): QrModules {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const bytes = new Uint8Array(Math.ceil((size * size) / 8));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const bit = y * size + x;
      if (modules.get(y, x)) bytes[bit >> 3] |= 0x80 >> (bit & 7);
    }
  }
  return { size, dark: btoa(String.fromCharCode(...bytes)) };
}
