import { yieldingFederation } from './yielding-federation';

type Hook = (args: object) => Promise<unknown>;

describe('the federation plugin that yields between a remote’s steps', () => {
  const plugin = yieldingFederation() as unknown as Record<'beforeRequest' | 'beforeInitContainer' | 'beforeLoadShare' | 'beforeGetExpose' | 'beforeExecuteFactory', Hook>;

  it.each(['beforeRequest', 'beforeInitContainer', 'beforeLoadShare', 'beforeGetExpose', 'beforeExecuteFactory'] as const)('lets a task queued before it run first (%s)', async (name) => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await plugin[name]({ id: 'mf_news' });
    order.push('next step');
    expect(order).toEqual(['queued task', 'next step']);
  });

  it('hands the request on unchanged', async () => {
    const args = { id: 'mf_news/lifecycles', options: {}, origin: {} };
    await expect(plugin.beforeRequest(args)).resolves.toBe(args);
  });

  it('hands the container’s options on unchanged', async () => {
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {}, remoteInfo: { name: 'mf_news' } };
    await expect(plugin.beforeInitContainer(args)).resolves.toBe(args);
  });

  it('hands a shared module’s options on unchanged', async () => {
    const args = { pkgName: 'react', shareInfo: {}, shared: {}, origin: {} };
    await expect(plugin.beforeLoadShare(args)).resolves.toBe(args);
  });
});
