import type { BackendModule, i18n as I18n } from 'i18next';

export type LocaleBundle = Record<string, unknown>;

/**
 * Loads one locale's strings of a namespace, e.g.
 * `(lang) => import(\`./locales/${lang}.json\`)`: a module namespace is unwrapped
 * to its default export, so each locale ships as its own chunk.
 */
export type LocaleLoader = (lang: string) => Promise<LocaleBundle | { default: LocaleBundle }>;

// A symbol from the global registry, not a class check: the shell and each remote
// bundle their own copy of this module, but share one i18next instance.
const REGISTER = Symbol.for('@tp/shared/i18n/register-locale-loader');

interface LoaderRegistry {
  [REGISTER](namespace: string, loader: LocaleLoader): void;
}

function isModuleNamespace(value: object): value is { default: LocaleBundle } {
  if (!('default' in value) || typeof value.default !== 'object' || value.default === null) return false;
  if ((value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module') return true;
  // CommonJS interop (jest) copies the JSON's keys beside `default`; a bundle with a key named "default" does not mirror.
  const bundle = value.default as LocaleBundle;
  return Object.entries(value).every(([key, child]) => key === 'default' || bundle[key] === child);
}

/**
 * The i18next backend of the site's instance: each remote registers a loader for
 * its namespace, and i18next calls it for every language it needs, so a
 * language change waits for the remotes' bundles before it takes effect.
 */
export class RemoteLocalesBackend implements BackendModule, LoaderRegistry {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = false;
  private readonly loaders = new Map<string, LocaleLoader>();

  init(): void {}

  [REGISTER](namespace: string, loader: LocaleLoader): void {
    this.loaders.set(namespace, loader);
  }

  // callbackApi is false: i18next takes the returned promise or value. Null (synchronously)
  // means "nothing here yet", so bundled namespaces keep init synchronous.
  read(language: string, namespace: string): Promise<LocaleBundle> | null {
    const loader = this.loaders.get(namespace);
    if (!loader) return null;
    return loader(language).then((loaded) => (isModuleNamespace(loaded) ? loaded.default : loaded));
  }
}

function registryOf(i18n: I18n): LoaderRegistry {
  const backend: unknown = i18n.services?.backendConnector?.backend;
  if (typeof backend === 'object' && backend !== null && REGISTER in backend) return backend as LoaderRegistry;
  throw new Error('addRemoteLocales needs the i18next instance made by createSiteI18n (the shell\'s props.i18n)');
}

/**
 * Adds a remote's namespace to the site's i18next instance: loads its bundle for
 * the current language (and the English fallback) now, and for each new
 * language before the change takes effect. Resolves when the current
 * language's bundle is in; rejects when it cannot be loaded.
 */
export async function addRemoteLocales(i18n: I18n, namespace: string, loader: LocaleLoader): Promise<void> {
  registryOf(i18n)[REGISTER](namespace, loader);
  await i18n.loadNamespaces(namespace);
  const language = i18n.language;
  // i18next does not retry a failed read on its own; one more attempt covers a flaky chunk load.
  if (!i18n.hasResourceBundle(language, namespace)) await i18n.reloadResources([language], [namespace]);
  if (!i18n.hasResourceBundle(language, namespace)) {
    throw new Error(`The "${namespace}" translations for "${language}" could not be loaded`);
  }
}
