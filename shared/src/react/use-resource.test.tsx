/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useResource', () => {
  it('loads, fails, and loads again on retry', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const { result } = renderHook(() => useResource('news', () => answers[calls++]!.promise));
    expect(result.current.status).toBe('loading');
    await act(async () => answers[0]!.reject(new Error('offline')));
    expect(result.current.status).toBe('error');
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => answers[1]!.resolve('items'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'items' });
    expect(calls).toBe(2);
  });

  it('drops an answer for a key no longer wanted', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useResource(key, () => (key === 'a' ? first.promise : second.promise)), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await act(async () => first.resolve('for a'));
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('for b'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'for b' });
  });

  it('shows what the page was rendered with, without asking again', async () => {
    const load = jest.fn(async () => 'fetched');
    const { result } = renderHook(() => useResource('dapp:1', load, { data: 'rendered' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'rendered' });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'fetched' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while the key is null', () => {
    const load = jest.fn(async () => 'x');
    const { result } = renderHook(() => useResource(null, load));
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps what it shows while it reloads, and says it is refreshing', async () => {
    const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
    let calls = 0;
    const { result } = renderHook(() => useResource('queue', () => answers[calls++]!.promise));
    await act(async () => answers[0]!.resolve('first'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'ready', data: 'first', refreshing: true });
    await act(async () => answers[1]!.resolve('second'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'second', refreshing: false });
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loading', refreshing: false });
    expect(calls).toBe(3);
  });

  it('does not keep another key’s data through a reload', async () => {
    const forA = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useResource(key, () => (key === 'a' ? forA.promise : new Promise<string>(() => undefined))), { initialProps: { key: 'a' } });
    await act(async () => forA.resolve('for a'));
    act(() => result.current.reload());
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', refreshing: false });
  });
});
