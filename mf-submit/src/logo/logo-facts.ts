import type { LogoFacts } from '@tp/shared/validation/logo';
import { LOGO_RULES } from '@tp/shared/validation/logo-rules';
import { readBytes } from '../files/read-bytes';

// The image header parsing is fetched when a file is first chosen, not with the form.
const loadLogoRules = () => import('@tp/shared/validation/logo');

/** What the logo rules need to know of a file, by the api's own rule; an empty or oversized file is not read. */
export async function readLogoFacts(file: Blob): Promise<LogoFacts> {
  const { logoFacts, unreadLogoFacts } = await loadLogoRules();
  if (file.size === 0 || file.size > LOGO_RULES.maxBytes) return unreadLogoFacts(file.size);
  return logoFacts(await readBytes(file));
}

/** Whether a chosen file may be the logo (docs/product.md §5.4: 400×400 px, JPG or PNG, at most 5M, and whole). */
export async function checkLogo(file: Blob): Promise<boolean> {
  const [{ isAcceptableLogo }, facts] = await Promise.all([loadLogoRules(), readLogoFacts(file)]);
  return isAcceptableLogo(facts);
}
