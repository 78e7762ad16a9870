import { isAcceptableLogo, LOGO_RULES, logoFacts, unreadLogoFacts, type LogoFacts } from '@tp/shared/validation/logo';
import { readBytes } from '../files/read-bytes';

/** What the logo rules need to know of a file, by the api's own rule; an empty or oversized file is not read. */
export async function readLogoFacts(file: Blob): Promise<LogoFacts> {
  if (file.size === 0 || file.size > LOGO_RULES.maxBytes) return unreadLogoFacts(file.size);
  return logoFacts(await readBytes(file));
}

/** Whether a chosen file may be the logo (docs/product.md §5.4: 400×400 px, JPG or PNG, at most 5M, and whole). */
export async function checkLogo(file: Blob): Promise<boolean> {
  return isAcceptableLogo(await readLogoFacts(file));
}
