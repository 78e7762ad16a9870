import { formatBytes, writeByteSizes } from './format-bytes';
import { keepWrittenTexts } from './written-texts';

describe('formatBytes', () => {
  it('steps by 1024 and speaks the locale', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatBytes(10 * 1024 * 1024, 'ru')).toBe('10 МБ');
  });

  it('gives a size the page came with written, without building a number format', () => {
    const written = writeByteSizes([3 * 1024 * 1024], 'vi');
    expect(Object.values(written)).toEqual([formatBytes(3 * 1024 * 1024, 'vi')]);
    // Texts unlike the formatter's show that the kept ones are used as they are, for their own language only.
    keepWrittenTexts(Object.fromEntries(Object.keys(written).map((key) => [key, 'kept'])));
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatBytes(3 * 1024 * 1024, 'vi')).toBe('kept');
      expect(numberFormat).not.toHaveBeenCalled();
      expect(formatBytes(3 * 1024 * 1024, 'th')).not.toBe('kept');
    } finally {
      numberFormat.mockRestore();
    }
  });
});
