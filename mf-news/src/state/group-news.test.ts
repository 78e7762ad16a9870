import { normalizeNewsList } from '@tp/shared/normalize/news';
import { rawNews } from '../testing/fixtures';
import { groupNewsByDate } from './group-news';

const items = (...raw: ReturnType<typeof rawNews>[]) => normalizeNewsList(raw) ?? [];

describe('groupNewsByDate', () => {
  it('groups by date (YYYY-MM-DD), then by time (HH:mm), from create_time with T and Z replaced', () => {
    const groups = groupNewsByDate(
      items(
        rawNews(1, '2024-05-02T18:05:59Z'),
        rawNews(2, '2024-05-02T18:05:01Z'),
        rawNews(3, '2024-05-02T09:30:00Z'),
        rawNews(4, '2024-05-01T23:59:00Z'),
      ),
    );
    expect(groups.map((day) => [day.date, day.times.map((minute) => [minute.time, minute.items.map((item) => item.id)])])).toEqual([
      ['2024-05-02', [['18:05', [1, 2]], ['09:30', [3]]]],
      ['2024-05-01', [['23:59', [4]]]],
    ]);
  });

  it('keeps the api order and joins a day that comes back later to its first group', () => {
    const groups = groupNewsByDate(items(rawNews(1, '2024-05-02T10:00:00Z'), rawNews(2, '2024-05-01T10:00:00Z'), rawNews(3, '2024-05-02T10:00:30Z')));
    expect(groups.map((day) => day.date)).toEqual(['2024-05-02', '2024-05-01']);
    expect(groups[0].times).toEqual([{ time: '10:00', items: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 3 })] }]);
  });

  it('is empty for an empty list', () => {
    expect(groupNewsByDate([])).toEqual([]);
  });
});
