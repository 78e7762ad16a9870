import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runtime dependencies shared as singletons by the shell and every remote
 * (docs/architecture.md §3): one React, one router, one bus library…
 * Each is loaded once, by whichever container gets there first.
 */
export const SHARED_SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'single-spa', 'single-spa-react', 'i18next'] as const;

const facadesDir = path.resolve(buildDir, '../src/facades');

/**
 * Libraries shared through a facade of ours (shared/src/facades), by share key
 * → the package it re-exports. A shared package ships whole, since the build
 * providing it cannot know which exports other builds use; the facade is what
 * is shared instead, so tree shaking applies inside it. Its version is the
 * package's.
 */
export const SHARED_FACADES = {
  '@tp/shared/facades/router': 'react-router',
  '@tp/shared/facades/rxjs': 'rxjs',
  '@tp/shared/facades/react-i18next': 'react-i18next',
  '@tp/shared/facades/zod-mini': 'zod',
} as const;

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
  /** For a facade: its share key (the config's key is its file, so every import of it, relative or by name, is shared). */
  shareKey?: string;
  import?: string;
}

function singleton(version: string): SharedSingletonConfig {
  const [major] = version.split('.');
  return { singleton: true, version, requiredVersion: `^${major}.0.0`, strictVersion: false };
}

/** The one `shared` config every federation build uses; versions come from the pnpm catalog's install. */
export function sharedSingletons(packageDir: string): Record<string, SharedSingletonConfig> {
  const facadeDir = path.join(facadesDir, '..', '..');
  return {
    ...Object.fromEntries(SHARED_SINGLETONS.map((request) => [request, singleton(installedVersion(packageDir, request))])),
    ...Object.fromEntries(
      Object.entries(SHARED_FACADES).map(([shareKey, library]) => {
        const file = path.join(facadesDir, `${path.basename(shareKey)}.ts`);
        return [file, { ...singleton(installedVersion(facadeDir, library)), shareKey, import: file }];
      }),
    ),
  };
}

/** `mf-news` → `mf_news`: federation names must be valid identifiers. */
export function federationName(folder: string): string {
  return folder.replace(/-/g, '_');
}

const bundlerRuntimeDir = path.dirname(createRequire(import.meta.url).resolve('@module-federation/webpack-bundler-runtime/package.json'));

/**
 * The federation bundler runtime's version: the shell publishes its copy to the
 * sections (shared/src/contracts/federation-runtime.ts), and both record it in their build info.
 */
export const FEDERATION_RUNTIME_VERSION = (JSON.parse(readFileSync(path.join(bundlerRuntimeDir, 'package.json'), 'utf8')) as { version: string }).version;

const BUNDLER_RUNTIME_IMPORT = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/**
 * A section's production build takes the bundler runtime from the page's shell:
 * the container's start imports `…/webpack-bundler-runtime/dist/bundler.js`,
 * which becomes ./federation-runtime-from-shell.ts. Fails the build if the
 * federation plugin's copy is not the version the shell publishes.
 */
export function federationRuntimeFromShell(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_IMPORT, (resolveData) => {
    const packageFile = path.join(path.dirname(resolveData.request), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
    if (version !== FEDERATION_RUNTIME_VERSION) {
      throw new Error(`The federation plugin uses webpack-bundler-runtime ${version}, the site ${FEDERATION_RUNTIME_VERSION}: give both one version (pnpm-workspace.yaml's catalog).`);
    }
    resolveData.request = path.join(buildDir, 'federation-runtime-from-shell.ts');
  });
}
