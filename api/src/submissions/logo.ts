import { imageSize } from 'image-size';
import { isAcceptableLogo, sniffImageType, type LogoFacts, type LogoType } from '@tp/shared/validation';

const PNG_END = Uint8Array.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** A cut-off file lacks its end marker: IEND for PNG, EOI (FF D9) for JPEG. */
function isComplete(type: LogoType, bytes: Uint8Array): boolean {
  if (type === 'image/png') {
    const tail = bytes.subarray(bytes.length - PNG_END.length);
    return tail.length === PNG_END.length && PNG_END.every((byte, i) => tail[i] === byte);
  }
  let end = bytes.length;
  // Some encoders pad after the end marker.
  while (end > 2 && (bytes[end - 1] === 0x00 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end -= 1;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

export interface CheckedLogo {
  readonly type: LogoType;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
}

/**
 * Judges a logo by its content: the type from its magic bytes, the size from
 * its header (never decoding pixels), and whether the file is whole.
 * Returns null when it breaks LOGO_RULES.
 */
export function checkLogo(bytes: Uint8Array): CheckedLogo | null {
  const type = sniffImageType(bytes.subarray(0, 16));
  let width: number | null = null;
  let height: number | null = null;
  if (type) {
    try {
      const size = imageSize(bytes);
      width = size.width ?? null;
      height = size.height ?? null;
    } catch {
      return null;
    }
  }
  const facts: LogoFacts = { type, width, height, bytes: bytes.length };
  if (!type || !isAcceptableLogo(facts) || !isComplete(type, bytes)) return null;
  return { type, width: width!, height: height!, bytes };
}
