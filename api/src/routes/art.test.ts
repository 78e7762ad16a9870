import { drawArt, drawArtPng } from './art';
import { startTestApi, type TestApi } from '../testing/test-api';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from a PNG's header chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('drawArt', () => {
  it('draws the same picture for the same seed, and another for another seed', () => {
    expect(drawArt('icon', 'Uniswap')).toBe(drawArt('icon', 'Uniswap'));
    expect(drawArt('banner', 'a')).not.toBe(drawArt('banner', 'b'));
  });

  it('labels icons with initials', () => {
    expect(drawArt('icon', 'Lido')).toContain('>LID</text>');
    expect(drawArt('icon', 'JustLend DAO')).toContain('>JD</text>');
    expect(drawArt('icon', 'category-dex')).toContain('>DEX</text>');
  });

  it('never carries markup from the seed', () => {
    const svg = drawArt('icon', '<script>alert(1)</script>');
    expect(svg).not.toContain('<script');
    expect(svg.startsWith('<svg')).toBe(true);
  });
});

describe('drawArtPng', () => {
  it('draws the picture as a PNG of its size, the same for the same seed', async () => {
    const png = await drawArtPng('icon', 'Uniswap');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 96, height: 96 });
    expect((await drawArtPng('icon', 'Uniswap')).equals(png)).toBe(true);
    expect((await drawArtPng('icon', 'Aave')).equals(png)).toBe(false);
  });
});

describe('GET /api/art/{kind}/{seed}.{svg|png}', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: false });
  });
  afterAll(() => api.close());

  it('sends an icon as a PNG and any picture as SVG, cached for good', async () => {
    const png = await api.app.inject({ url: '/api/art/icon/Uniswap.png' });
    expect([png.statusCode, png.headers['content-type'], png.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    expect(png.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const svg = await api.app.inject({ url: '/api/art/banner/store-Uniswap.svg' });
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(svg.body.startsWith('<svg')).toBe(true);
  });

  it('refuses another format with the field named', async () => {
    const answer = await api.app.inject({ url: '/api/art/icon/Uniswap.gif' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('file');
  });
});
