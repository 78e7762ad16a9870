import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('steps by 1024 and speaks the locale', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatBytes(10 * 1024 * 1024, 'ru')).toBe('10 МБ');
  });
});
