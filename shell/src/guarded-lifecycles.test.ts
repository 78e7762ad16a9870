import type { LifeCycles } from 'single-spa';
import { guardLifecycles } from './guarded-lifecycles';

function recorder(name: string, calls: string[], failOn?: 'bootstrap' | 'mount'): LifeCycles<object> {
  const step = (phase: string) => async () => {
    calls.push(`${name}:${phase}`);
    if (phase === failOn) throw new Error(`${name} ${phase} failed`);
  };
  return { bootstrap: step('bootstrap'), mount: step('mount'), unmount: step('unmount') };
}

describe('guarded lifecycles', () => {
  it('mounts the fallback in place of a remote whose mount throws', async () => {
    const calls: string[] = [];
    const failures: unknown[] = [];
    const guarded = guardLifecycles(recorder('remote', calls, 'mount'), recorder('fallback', calls), (e) => failures.push(e));
    await (guarded.bootstrap as (p: object) => Promise<void>)({});
    await (guarded.mount as (p: object) => Promise<void>)({});
    await (guarded.unmount as (p: object) => Promise<void>)({});
    expect(calls).toEqual(['remote:bootstrap', 'remote:mount', 'remote:unmount', 'fallback:bootstrap', 'fallback:mount', 'fallback:unmount']);
    expect(failures).toHaveLength(1);
  });

  it('passes a healthy remote straight through', async () => {
    const calls: string[] = [];
    const guarded = guardLifecycles(recorder('remote', calls), recorder('fallback', calls), () => undefined);
    await (guarded.bootstrap as (p: object) => Promise<void>)({});
    await (guarded.mount as (p: object) => Promise<void>)({});
    expect(calls).toEqual(['remote:bootstrap', 'remote:mount']);
  });
});
