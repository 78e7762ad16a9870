import { drawArt } from './art';

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
