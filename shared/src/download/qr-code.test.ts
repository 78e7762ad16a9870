import { create } from 'qrcode';
import { pageDataKey } from '../contracts/page-data';
import { qrPath, renderedQrCodes } from './qr-code';
import { encodeQr } from './qr-encode';

const LINKS = ['https://static.tp-wallet.example/releases/android/wallet-2.9.4.apk', 'https://static.tp-wallet.example/stores/app-store', 'x'];

/** The encoder's own matrix, cell by cell. */
function darkCells(text: string): string[] {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const cells: string[] = [];
  for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) cells.push(`${x},${y}`);
  return cells;
}

/** The cells the runs of a path (`M{x} {y}h{run}v1h-{run}z` each) cover. */
function cellsOfPath(d: string): string[] {
  return [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)].flatMap(([, x, y, run]) => Array.from({ length: Number(run) }, (_, i) => `${Number(x) + i},${y}`));
}

describe('QR codes carried in a page', () => {
  it.each(LINKS)('draws exactly the dark modules of the encoder for %s, each row in runs', (link) => {
    const modules = encodeQr(link);
    expect(modules.size).toBe(create(link, { errorCorrectionLevel: 'M' }).modules.size);
    const d = qrPath(modules);
    expect(cellsOfPath(d)).toEqual(darkCells(link));
    const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => ({ x: Number(x), y: Number(y), end: Number(x) + Number(run) }));
    expect(runs.filter((run, i) => i > 0 && runs[i - 1].y === run.y && runs[i - 1].end === run.x)).toEqual([]);
  });

  it('merges the neighbouring dark modules of a row into one run', () => {
    // A 3×3 code: dark, dark, light / light, dark, dark / dark, light, dark.
    expect(qrPath({ size: 3, dark: btoa(String.fromCharCode(0b11001110, 0b10000000)) })).toBe('M0 0h2v1h-2zM1 1h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z');
  });

  it('keeps only well-formed codes from the page data', () => {
    const good = encodeQr(LINKS[0]);
    const pageData = {
      [pageDataKey.qrCodes()]: {
        [LINKS[0]]: good,
        short: { size: good.size, dark: good.dark.slice(4) },
        huge: { size: 1000, dark: good.dark },
        text: { size: good.size, dark: '<script>' },
        none: null,
      },
    };
    expect(renderedQrCodes(pageData)).toEqual({ [LINKS[0]]: good });
    expect(renderedQrCodes({ [pageDataKey.qrCodes()]: 'codes' })).toEqual({});
    expect(renderedQrCodes(undefined)).toEqual({});
  });
});
