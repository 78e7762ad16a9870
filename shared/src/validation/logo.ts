import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { LOGO_RULES } from './logo-rules';

export { LOGO_RULES };

export type LogoType = 'image/jpeg' | 'image/png';

/** What is known of a logo file: its type judged by content, its pixel size and its byte size. */
export interface LogoFacts {
  readonly type: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly bytes: number;
  /** Whether the file ends with its format's end marker; a cut-off upload does not. */
  readonly complete: boolean;
}

/** Whether a logo meets LOGO_RULES; a failure is always 'logoInvalid' (spec: one message for all cases). */
export function isAcceptableLogo(facts: LogoFacts): boolean {
  return (
    facts.type !== null &&
    LOGO_RULES.mimeTypes.includes(facts.type) &&
    facts.width === LOGO_RULES.width &&
    facts.height === LOGO_RULES.height &&
    facts.bytes > 0 &&
    facts.bytes <= LOGO_RULES.maxBytes &&
    facts.complete
  );
}

/**
 * The image type from the first bytes (magic numbers), never from the file
 * name: PNG starts with 89 50 4E 47 0D 0A 1A 0A, JPEG with FF D8 FF.
 */
export function sniffImageType(head: Uint8Array): LogoType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

const PNG_END = Uint8Array.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** Whether a file ends as its format requires: the IEND chunk for PNG, EOI (FF D9) for JPEG. */
export function hasEndMarker(type: LogoType, bytes: Uint8Array): boolean {
  if (type === 'image/png') {
    const tail = bytes.subarray(bytes.length - PNG_END.length);
    return tail.length === PNG_END.length && PNG_END.every((byte, i) => tail[i] === byte);
  }
  let end = bytes.length;
  // Some encoders pad after the end marker.
  while (end > 2 && (bytes[end - 1] === 0x00 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end -= 1;
  return end >= 2 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

/**
 * The pixel size a PNG or JPEG declares in its header (IHDR, or the JPEG frame
 * marker), never decoding pixels: a small file can declare a huge canvas.
 */
export function declaredSize(type: LogoType, bytes: Uint8Array): { width: number; height: number } | null {
  const handler = type === 'image/png' ? PNG : JPG;
  try {
    if (!handler.validate(bytes)) return null;
    const { width, height } = handler.calculate(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** What the logo rules need to know of a file that was not read (empty, or over the size limit). */
export function unreadLogoFacts(size: number): LogoFacts {
  return { type: null, width: null, height: null, bytes: size, complete: false };
}

/**
 * Everything LOGO_RULES judge, from a file's bytes: the type by its magic
 * numbers (never its name), the declared size and whether the file is whole.
 * The forms (reading the chosen file) and the api (reading the upload) use this one rule.
 */
export function logoFacts(bytes: Uint8Array): LogoFacts {
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type) return unreadLogoFacts(bytes.length);
  const size = declaredSize(type, bytes);
  return { type, width: size?.width ?? null, height: size?.height ?? null, bytes: bytes.length, complete: hasEndMarker(type, bytes) };
}
