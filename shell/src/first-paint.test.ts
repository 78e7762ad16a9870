import { afterFirstPaint } from './first-paint';

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeWindow() {
    const frames: Array<() => void> = [];
    return {
      frames,
      win: { requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: globalThis.setTimeout } as unknown as Window,
    };
  }

  it('waits for a painted frame, then for the task after it', async () => {
    const { frames, win } = fakeWindow();
    let started = false;
    const started$ = afterFirstPaint(win).then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    frames.forEach((frame) => frame());
    await Promise.resolve();
    expect(started).toBe(false);
    jest.advanceTimersByTime(0);
    await started$;
    expect(started).toBe(true);
  });

  it('starts a hidden page, which paints no frame, after a short delay', async () => {
    const { win } = fakeWindow();
    let started = false;
    const started$ = afterFirstPaint(win).then(() => (started = true));
    jest.advanceTimersByTime(49);
    await Promise.resolve();
    expect(started).toBe(false);
    jest.advanceTimersByTime(1);
    await started$;
    expect(started).toBe(true);
  });
});
