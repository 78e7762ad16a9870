import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, EXPOSED_MODULE, type RemoteLifecyclesModule, type RemoteName } from '@tp/shared';
import { DEFAULT_LOAD_POLICY, loadWithRetry, RemoteRefusedError } from './load-with-retry';

export { RemoteRefusedError };

async function loadOnce(remote: RemoteName): Promise<RemoteLifecyclesModule> {
  const exposed = await loadRemote<RemoteLifecyclesModule>(`${remote}/${EXPOSED_MODULE.replace('./', '')}`);
  if (!exposed) throw new RemoteRefusedError(remote, 'the remote exposes no lifecycles');
  if (exposed.contractVersion !== CONTRACT_VERSION) {
    throw new RemoteRefusedError(remote, `built for contract ${exposed.contractVersion}, the shell speaks ${CONTRACT_VERSION}`);
  }
  return exposed;
}

/** Loads a remote's `./lifecycles` module, checked against this shell's contract, with retries. */
export function loadLifecyclesModule(remote: RemoteName): Promise<RemoteLifecyclesModule> {
  return loadWithRetry(remote, DEFAULT_LOAD_POLICY, loadOnce);
}
