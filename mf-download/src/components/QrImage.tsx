import { qrPath, type QrModules } from '@tp/shared/download/qr-code';
import { useMemo } from 'react';

/** Light modules around the code, as scanners expect (the standard asks for 4). */
const QUIET_ZONE = 4;

/** A QR code drawn as SVG; black on white in both themes so every camera reads it. */
export function QrImage({ modules, label }: { modules: QrModules; label: string }) {
  const d = useMemo(() => qrPath(modules), [modules]);
  const box = modules.size + QUIET_ZONE * 2;
  return (
    <svg viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="qr-code">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
