import { formatDate, formatTime, formatYear, parseDate } from './format-date';
import { LOCALE_BCP47, LOCALES } from './locales';

const UTC = { timeZone: 'UTC' } as const;

describe('parseDate', () => {
  it('reads Dates, epoch milliseconds, ISO strings and the api\'s space-separated form', () => {
    expect(parseDate(new Date(0))?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parseDate(86_400_000)?.toISOString()).toBe('1970-01-02T00:00:00.000Z');
    expect(parseDate('2024-03-05T10:20:30Z')?.toISOString()).toBe('2024-03-05T10:20:30.000Z');
    expect(parseDate('2024-03-05 10:20:30Z')?.toISOString()).toBe('2024-03-05T10:20:30.000Z');
    expect(parseDate('2024-03-05 10:20')?.getMinutes()).toBe(20);
  });

  it('answers undefined for anything that is not a date', () => {
    expect(parseDate('yesterday')).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
    expect(parseDate(null)).toBeUndefined();
    expect(parseDate(undefined)).toBeUndefined();
    expect(parseDate(Number.NaN)).toBeUndefined();
  });
});

describe('formatDate', () => {
  const date = '2024-03-05T10:20:30Z';

  it('formats in the locale\'s own style, through its BCP 47 tag', () => {
    expect(formatDate(date, 'en', { dateStyle: 'medium', ...UTC })).toBe('Mar 5, 2024');
    expect(formatDate(date, 'zh', { dateStyle: 'medium', ...UTC })).toBe('2024年3月5日');
    expect(formatDate(date, 'ko', { dateStyle: 'medium', ...UTC })).toBe('2024. 3. 5.');
    expect(formatDate(date, 'ru', { dateStyle: 'long', ...UTC })).toBe('5 марта 2024 г.');
  });

  it('tells Traditional from Simplified Chinese', () => {
    expect(formatDate(date, 'zh-tw', { weekday: 'long', ...UTC })).toBe('星期二');
    expect(formatDate(date, 'zh', { month: 'long', ...UTC })).toBe('三月');
    expect(formatDate(date, 'zh-tw', { era: 'long', year: 'numeric', ...UTC })).toBe('西元2024年');
  });

  it('falls back to English for an unknown locale and to "" for an invalid date', () => {
    expect(formatDate(date, 'xx', { dateStyle: 'medium', ...UTC })).toBe('Mar 5, 2024');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
  });
});

describe('formatTime', () => {
  it('formats the time of day', () => {
    expect(formatTime('2024-03-05T15:07:00Z', 'en', { timeStyle: 'short', ...UTC })).toMatch(/^3:07\sPM$/);
    expect(formatTime('2024-03-05T15:07:00Z', 'ja', { timeStyle: 'short', ...UTC })).toBe('15:07');
  });
});

describe('formatYear', () => {
  it('gives the digits of the year as the locale counts it', () => {
    expect(formatYear('2026-03-01T00:00:00Z', 'en')).toBe('2026');
    expect(formatYear('2026-03-01T00:00:00Z', 'zh')).toBe('2026');
    expect(formatYear('2026-03-01T00:00:00Z', 'th')).toBe('2569');
    expect(formatYear('not a date', 'th')).toBe('');
  });

  it('agrees with Intl for every locale, on both sides of a new year', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(LOCALE_BCP47[locale], { year: 'numeric', timeZone: 'UTC' });
      for (const value of ['2018-06-01T00:00:00Z', '2025-12-31T23:59:59Z', '2026-01-01T00:00:00Z']) {
        const expected = intl.formatToParts(new Date(value)).find((part) => part.type === 'year')?.value;
        expect({ locale, value, year: formatYear(value, locale) }).toEqual({ locale, value, year: expected });
      }
    }
  });
});
