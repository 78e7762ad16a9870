import type { Compiler } from 'webpack';

/** What a build declares about itself: read by the release check, written into the registry. */
export interface BuildInfo {
  /** Federation name, e.g. `mf_news`, or `shell`. */
  readonly name: string;
  /** The package version; also the manifest's. */
  readonly version: string;
  /** The contract major it was built against. */
  readonly contract: number;
  /** The shared singletons: the version it bundles and the range it accepts from others. */
  readonly shared: Readonly<Record<string, { readonly version: string; readonly requiredVersion: string }>>;
  /**
   * The federation bundler runtime's version (shared/src/contracts/federation-runtime.ts): the one the shell
   * publishes, or the one a section's entry takes from the shell. Absent from a section that bundles its own
   * (a development build, or one made before sections took it from the shell).
   */
  readonly federationRuntime?: string;
}

/** A remote's `remote-info.json`, beside its manifest. */
export const REMOTE_INFO_FILE = 'remote-info.json';
/** The shell's `shell-info.json`, beside its entry. */
export const SHELL_INFO_FILE = 'shell-info.json';

/** Emits a build's BuildInfo as JSON. */
export class BuildInfoPlugin {
  constructor(
    private readonly fileName: string,
    private readonly info: BuildInfo,
  ) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(this.fileName, new webpack.sources.RawSource(JSON.stringify(this.info, null, 2)));
      });
    });
  }
}
