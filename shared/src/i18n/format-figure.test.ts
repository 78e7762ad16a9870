import { formatFigure } from './format-figure';

describe('formatFigure', () => {
  it('writes the claims as English does', () => {
    expect(formatFigure({ value: 20_000_000, orMore: true }, 'en')).toBe('20M+');
    expect(formatFigure({ value: 3_500_000 }, 'en')).toBe('3.5M');
    expect(formatFigure({ value: 200, orMore: true }, 'en')).toBe('200+');
  });

  it("uses each language's own units, decimal sign and spacing (a no-break space before a word unit)", () => {
    expect(formatFigure({ value: 20_000_000, orMore: true }, 'zh')).toBe('2000万+');
    expect(formatFigure({ value: 20_000_000, orMore: true }, 'zh-tw')).toBe('2000萬+');
    expect(formatFigure({ value: 3_500_000 }, 'ko')).toBe('350만');
    expect(formatFigure({ value: 3_500_000 }, 'pt')).toBe('3,5\u00a0mi');
    expect(formatFigure({ value: 3_500_000 }, 'ru')).toBe('3,5\u00a0млн');
  });
});
