/** Spec §5 Logo: 400×400 px, JPG or PNG, at most 5M. Shared by the forms and the api. */
export const LOGO_RULES = {
  width: 400,
  height: 400,
  mimeTypes: ['image/jpeg', 'image/png'] as readonly string[],
  /** 5 MB. */
  maxBytes: 5 * 1024 * 1024,
} as const;

export type LogoType = 'image/jpeg' | 'image/png';

/** What is known of a logo file: its type judged by content, its pixel size and its byte size. */
export interface LogoFacts {
  readonly type: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly bytes: number;
}

/** Whether a logo meets LOGO_RULES; a failure is always 'logoInvalid' (spec: one message for all cases). */
export function isAcceptableLogo(facts: LogoFacts): boolean {
  return (
    facts.type !== null &&
    LOGO_RULES.mimeTypes.includes(facts.type) &&
    facts.width === LOGO_RULES.width &&
    facts.height === LOGO_RULES.height &&
    facts.bytes > 0 &&
    facts.bytes <= LOGO_RULES.maxBytes
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
