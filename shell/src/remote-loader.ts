import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, EXPOSED_MODULE, type RemoteLifecyclesModule, type RemoteName } from '@tp/shared';

export class RemoteRefusedError extends Error {
  constructor(remote: string, reason: string) {
    super(`${remote}: ${reason}`);
    this.name = 'RemoteRefusedError';
  }
}

/** Loads a remote's `./lifecycles` module and checks it was built for this shell's contract. */
export async function loadLifecyclesModule(remote: RemoteName): Promise<RemoteLifecyclesModule> {
  const module = await loadRemote<RemoteLifecyclesModule>(`${remote}/${EXPOSED_MODULE.replace('./', '')}`);
  if (!module) throw new RemoteRefusedError(remote, 'the remote exposes no lifecycles');
  if (module.contractVersion !== CONTRACT_VERSION) {
    throw new RemoteRefusedError(remote, `built for contract ${module.contractVersion}, the shell speaks ${CONTRACT_VERSION}`);
  }
  return module;
}
