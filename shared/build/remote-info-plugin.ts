import type { Compiler } from 'webpack';

/** What a remote declares about itself, read by the release check and written into the registry. */
export interface RemoteInfo {
  /** Federation name, e.g. `mf_news`. */
  readonly name: string;
  /** The package version; also the manifest's. */
  readonly version: string;
  /** The contract major it was built against. */
  readonly contract: number;
  /** The shared singletons it asks for, with the version ranges it accepts. */
  readonly shared: Readonly<Record<string, string>>;
}

export const REMOTE_INFO_FILE = 'remote-info.json';

/** Emits `remote-info.json` beside the remote's manifest. */
export class RemoteInfoPlugin {
  constructor(private readonly info: RemoteInfo) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('RemoteInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(REMOTE_INFO_FILE, new webpack.sources.RawSource(JSON.stringify(this.info, null, 2)));
      });
    });
  }
}
