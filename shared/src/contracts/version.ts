/**
 * Major version of the shell ↔ remote contract (ShellProps, ShellEvent, the
 * lifecycles module shape and the registry format). Bump it on any breaking
 * change: the shell refuses remotes built for another major.
 */
export const CONTRACT_VERSION = 2;
