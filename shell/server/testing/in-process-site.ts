import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteSettings } from '@tp/shared';
import { configFromEnv } from '../config';
import { createSiteServer } from '../site-server';

export interface InProcessSiteOptions {
  /** The shell's built files, by name: `entry-assets.json` names the entry's. */
  readonly shellFiles: Readonly<Record<string, string>>;
  /** Settings of the deployment, written to a file the server reads (the development defaults otherwise). */
  readonly site?: SiteSettings;
  /** Further environment (ADMIN_TOKEN, SITE_ORIGIN…). */
  readonly env?: Readonly<Record<string, string>>;
  /** Fills the remotes folder (registry, releases) before the server starts. */
  readonly remotes?: (remotesDir: string) => void;
}

export interface InProcessSite {
  readonly app: FastifyInstance;
  /** Closes the server and removes its folder. */
  close(): Promise<void>;
}

/** A site server in this process on an in-memory database, in a folder of its own. */
export async function startInProcessSite({ shellFiles, site, env = {}, remotes }: InProcessSiteOptions): Promise<InProcessSite> {
  const folder = mkdtempSync(path.join(tmpdir(), 'tp-site-'));
  const shellDist = path.join(folder, 'shell');
  const remotesDir = path.join(folder, 'remotes');
  mkdirSync(shellDist);
  mkdirSync(remotesDir);
  for (const [name, text] of Object.entries(shellFiles)) writeFileSync(path.join(shellDist, name), text);
  remotes?.(remotesDir);
  const settings: Record<string, string> = {};
  if (site) {
    settings.SITE_SETTINGS = path.join(folder, 'site-settings.json');
    writeFileSync(settings.SITE_SETTINGS, JSON.stringify(site));
  }
  const config = configFromEnv({ SHELL_DIST: shellDist, REMOTES_DIR: remotesDir, DATA_DIR: 'memory://', ...settings, ...env });
  const app = await createSiteServer({ ...config, api: { ...config.api, databaseUrl: undefined } });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
