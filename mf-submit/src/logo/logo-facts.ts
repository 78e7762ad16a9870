import { isAcceptableLogo, LOGO_RULES, sniffImageType, type LogoFacts } from '@tp/shared/validation/logo';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';

/**
 * Dimensions straight from the PNG header or the JPEG frame marker: a small
 * file can declare a huge canvas, so nothing is decoded before the size is known.
 */
function headerSize(type: string | null, bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const handler = type === 'image/png' ? PNG : type === 'image/jpeg' ? JPG : null;
    if (!handler || !handler.validate(bytes)) return null;
    const { width, height } = handler.calculate(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The file's bytes (FileReader: Blob.arrayBuffer is missing from some embedded browsers). */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** What the logo rules need to know of a file: the type by content (never by name), pixel size and bytes. */
export async function readLogoFacts(file: Blob): Promise<LogoFacts> {
  if (file.size === 0 || file.size > LOGO_RULES.maxBytes) return { type: null, width: null, height: null, bytes: file.size };
  const bytes = await readBytes(file);
  const type = sniffImageType(bytes.subarray(0, 16));
  const size = headerSize(type, bytes);
  return { type, width: size?.width ?? null, height: size?.height ?? null, bytes: file.size };
}

/** Whether a chosen file may be the logo (spec §5: 400×400 px, JPG or PNG, at most 5M). */
export async function checkLogo(file: Blob): Promise<boolean> {
  return isAcceptableLogo(await readLogoFacts(file));
}
