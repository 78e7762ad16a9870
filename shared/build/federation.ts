import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Runtime dependencies shared as singletons by the shell and every remote
 * (docs/architecture.md §3): one React, one router, one bus library…
 * Each is loaded once, by whichever container gets there first.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'single-spa',
  'single-spa-react',
  'rxjs',
  'i18next',
  'react-i18next',
] as const;

function installedVersion(packageDir: string, request: string): string {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const require = createRequire(path.join(packageDir, 'package.json'));
  const manifest = require(`${packageName}/package.json`) as { version: string };
  return manifest.version;
}

export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: false;
}

/** The one `shared` config every federation build uses; versions come from the pnpm catalog's install. */
export function sharedSingletons(packageDir: string): Record<string, SharedSingletonConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const version = installedVersion(packageDir, request);
      const [major] = version.split('.');
      return [request, { singleton: true, version, requiredVersion: `^${major}.0.0`, strictVersion: false }];
    }),
  );
}

/** `mf-news` → `mf_news`: federation names must be valid identifiers. */
export function federationName(folder: string): string {
  return folder.replace(/-/g, '_');
}
