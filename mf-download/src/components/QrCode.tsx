import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as scanners expect (the standard asks for 4). */
const QUIET_ZONE = 4;

/** The dark modules of a QR code for `text`, as one SVG path in module units, runs of a row merged. */
export function qrPath(text: string): { readonly size: number; readonly d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!modules.get(y, x)) continue;
      let run = 1;
      while (x + run < size && modules.get(y, x + run)) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return { size, d };
}

/** A QR code drawn as SVG; black on white in both themes so every camera reads it. */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="qr-code">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
