import { pageDataKey, type PageData } from '../contracts/page-data';

/**
 * A QR code's modules: `size` × `size`, row by row, dark = 1, eight to a
 * byte (most significant first), base64. A download page carries the codes
 * of its links this way (a few hundred characters each), so it draws them
 * without the encoder.
 */
export interface QrModules {
  readonly size: number;
  readonly dark: string;
}

/** The codes a download page came with, by the link each one opens. */
export type QrCodes = Readonly<Record<string, QrModules>>;

function isQrModules(value: unknown): value is QrModules {
  if (!value || typeof value !== 'object') return false;
  const { size, dark } = value as Partial<QrModules>;
  return Number.isInteger(size) && size! > 0 && size! <= 177 && typeof dark === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(dark) && dark.length === Math.ceil(Math.ceil((size! * size!) / 8) / 3) * 4;
}

/** The QR codes the page came with (only well-formed ones), or none. */
export function renderedQrCodes(pageData: PageData | undefined): QrCodes {
  const value = pageData?.[pageDataKey.qrCodes()];
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter(([, modules]) => isQrModules(modules)));
}

/** The dark modules as one SVG path in module units, runs of a row merged. */
export function qrPath({ size, dark }: QrModules): string {
  const bytes = atob(dark);
  const isDark = (x: number, y: number) => {
    const bit = y * size + x;
    return (bytes.charCodeAt(bit >> 3) >> (7 - (bit & 7))) & 1;
  };
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!isDark(x, y)) continue;
      let run = 1;
      while (x + run < size && isDark(x + run, y)) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return d;
}
