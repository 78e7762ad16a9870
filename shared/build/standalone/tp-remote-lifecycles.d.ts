declare module 'tp-remote-lifecycles' {
  import type { RemoteLifecyclesModule } from '../../src/contracts/shell-props';
  export const contractVersion: RemoteLifecyclesModule['contractVersion'];
  export const apps: RemoteLifecyclesModule['apps'];
  export const parcels: RemoteLifecyclesModule['parcels'];
}
