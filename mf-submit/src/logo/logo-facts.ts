import { isAcceptableLogo, LOGO_RULES, logoFacts, unreadLogoFacts, type LogoFacts } from '@tp/shared/validation/logo';

/** The file's bytes (FileReader: Blob.arrayBuffer is missing from some embedded browsers). */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** What the logo rules need to know of a file, by the api's own rule; an empty or oversized file is not read. */
export async function readLogoFacts(file: Blob): Promise<LogoFacts> {
  if (file.size === 0 || file.size > LOGO_RULES.maxBytes) return unreadLogoFacts(file.size);
  return logoFacts(await readBytes(file));
}

/** Whether a chosen file may be the logo (spec §5: 400×400 px, JPG or PNG, at most 5M, and whole). */
export async function checkLogo(file: Blob): Promise<boolean> {
  return isAcceptableLogo(await readLogoFacts(file));
}
