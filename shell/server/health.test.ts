/** @jest-environment node */
import { readinessProblems, type HealthSources } from './health';
import type { LiveRegistry } from './registry-store';

function sources(overrides: { registryLoaded?: boolean; serverBuildsWarm?: boolean; shuttingDown?: boolean }): HealthSources {
  const registry = { loaded: () => overrides.registryLoaded ?? true } as LiveRegistry;
  return {
    registry,
    // No api yet: its problem is listed beside the ones under test.
    database: () => null,
    shuttingDown: () => overrides.shuttingDown ?? false,
    serverBuildsWarm: () => overrides.serverBuildsWarm ?? true,
  };
}

describe('readiness', () => {
  it('waits for the server builds the registry names, so the first visitors get server renders', async () => {
    expect(await readinessProblems(sources({ serverBuildsWarm: false }))).toContain('server builds loading');
    expect(await readinessProblems(sources({ serverBuildsWarm: true }))).not.toContain('server builds loading');
  });

  it('names the registry first while it is not loaded, and shutting down once it is', async () => {
    expect(await readinessProblems(sources({ registryLoaded: false, serverBuildsWarm: false }))).toEqual(['release registry not loaded', 'the api is not mounted']);
    expect(await readinessProblems(sources({ shuttingDown: true }))).toEqual(['shutting down', 'the api is not mounted']);
  });
});
