import { writeDates } from '../i18n/format-date';
import { keepWrittenTexts } from '../i18n/written-texts';
import { articleDates, isoMoment, localDateTime, localDay, localTime, newsListDates } from './news-dates';

describe('news dates', () => {
  it('reads the api\'s wall-clock digits in the visitor\'s language, whatever the zone', () => {
    expect(isoMoment('2024-05-01', '09:30')).toBe('2024-05-01T09:30:00Z');
    expect(localDay('2024-05-01', 'en')).toBe('Wednesday, May 1, 2024');
    expect(localTime('2024-05-01', '09:30', 'en')).toBe('9:30 AM');
    expect(localDateTime('2024-05-01', '09:30', 'en')).toBe('May 1, 2024 at 9:30 AM');
  });

  it('are written ahead for a page to carry, and a page shows the texts it came with instead of formatting them', () => {
    const items = [
      { date: '2023-02-03', times: '07:05' },
      { date: '2023-02-04', times: '18:40' },
    ];
    const written = writeDates([...newsListDates(items), ...articleDates(items[1])], 'ja');
    expect(Object.values(written)).toEqual([
      localDay('2023-02-03', 'ja'),
      localTime('2023-02-03', '07:05', 'ja'),
      localDay('2023-02-04', 'ja'),
      localTime('2023-02-04', '18:40', 'ja'),
      localDateTime('2023-02-04', '18:40', 'ja'),
    ]);

    // Texts unlike any formatter's show that the kept ones are used as they are, for their own language only.
    keepWrittenTexts({ ...Object.fromEntries(Object.keys(written).map((key, index) => [key, `kept ${index}`])), 'not a text': 42 });
    expect([localDay('2023-02-03', 'ja'), localTime('2023-02-03', '07:05', 'ja'), localDateTime('2023-02-04', '18:40', 'ja')]).toEqual(['kept 0', 'kept 1', 'kept 4']);
    expect(localDay('2023-02-03', 'en')).toBe('Friday, February 3, 2023');
    expect(localDay('2023-02-05', 'ja')).not.toMatch(/^kept/);
  });
});
