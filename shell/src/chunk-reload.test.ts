import { reloadForChunkError } from './chunk-reload';

function chunkError() {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, then not again within 60 s, then again after', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), { now: 1_000_000, reload })).toBe(true);
    expect(reloadForChunkError(chunkError(), { now: 1_000_000 + 59_999, reload })).toBe(false);
    expect(reloadForChunkError(chunkError(), { now: 1_000_000 + 60_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when it cannot keep its guard across the reload: the page would reload for ever', () => {
    const reload = jest.fn();
    const refusing = { get: () => null, set: () => false, remove: () => undefined };
    expect(reloadForChunkError(chunkError(), { storage: refusing, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
