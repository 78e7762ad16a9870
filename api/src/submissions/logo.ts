import { isAcceptableLogo, logoFacts, type LogoType } from '@tp/shared/validation';

export interface CheckedLogo {
  readonly type: LogoType;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
}

/**
 * Judges an uploaded logo by the forms' own rule (logoFacts): the type from its
 * magic bytes, the size from its header (never decoding pixels), and whether
 * the file is whole. Returns null when it breaks LOGO_RULES.
 */
export function checkLogo(bytes: Uint8Array): CheckedLogo | null {
  const facts = logoFacts(bytes);
  if (!isAcceptableLogo(facts)) return null;
  return { type: facts.type as LogoType, width: facts.width!, height: facts.height!, bytes };
}
