import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import zlib from 'node:zlib';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration, type Module } from 'webpack';
import { CONTRACT_VERSION } from '../src/contracts/version';
import { EXPOSED_MODULE, REMOTE_ENTRY_FILE } from '../src/contracts/registry';
import { SERVER_BUILD_FOLDER } from '../src/contracts/prerender';
import { FEDERATION_RUNTIME_VERSION, federationName, federationRuntimeFromShell, sharedSingletons } from './federation';
import { FederationStartInTwoTasksPlugin } from './federation-start-in-two-tasks';
import { CompileOnLoadPlugin } from './compile-on-load-plugin';
import { isReactDomClientBuildFile } from './react-dom-sentinel-errors-loader';
import { EntryAssetsPlugin } from './entry-assets-plugin';
import { BundleReportPlugin } from './bundle-report-plugin';
import { BuildInfoPlugin, REMOTE_INFO_FILE, SHELL_INFO_FILE, type BuildInfo } from './build-info-plugin';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

export type BuildMode = 'production' | 'development';

interface PackageJson {
  name: string;
  version: string;
  /** How the package's build differs from the others'. */
  tpBuild?: {
    /**
     * The validation messages of a language ship in the chunk of the package's own strings in that language:
     * for a section whose pages show them from the first render (mf-submit's forms and status page), one
     * request less on each of its pages. Elsewhere they are a chunk of their own, fetched when first needed.
     */
    validationMessagesWithStrings?: boolean;
  };
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Brotli and gzip copies of every text asset, served as they are by the site server (no compression per request). */
function precompressed() {
  const test = /\.(js|css|json|svg|html)$/;
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', threshold: 1024, minRatio: 0.9 }),
  ];
}

const LOCALE_FILE = /[\\/]locales[\\/](common[\\/])?[a-z]{2,3}(-[a-z]{2})?\.json$/;
const VALIDATION_LOCALE = /[\\/]validation[\\/]locales[\\/]/;

/** `locale-en` for a package's own strings, `locale-common-en` for the site-wide ones (the shell loads both at once: one chunk). */
function localeChunkName(resource: string, uniqueName: string): string {
  const lang = path.basename(resource, '.json');
  return uniqueName !== 'shell' && /[\\/]common[\\/][^\\/]+$/.test(resource) ? `locale-common-${lang}` : `locale-${lang}`;
}

type CacheGroups = Record<string, unknown>;

function splitChunkGroups(config: Configuration): CacheGroups {
  const splitChunks = config.optimization!.splitChunks as { cacheGroups: CacheGroups };
  return splitChunks.cacheGroups;
}

/** CSS modules; ahead of time only the class names are needed, and they match the browser build's. */
function cssLoader(production: boolean, uniqueName: string, exportOnlyLocals: boolean) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        auto: /\.module\.css$/,
        localIdentName: production ? `${uniqueName}-[hash:base64:6]` : `${uniqueName}-[local]-[hash:base64:4]`,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals,
      },
    },
  };
}

/**
 * react-router's production build. Its package maps every bundler to the
 * development build, whose warnings are on whatever the mode (ENABLE_DEV_WARNINGS):
 * they cost bytes and main-thread time in every page. The two builds differ
 * in that constant alone.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** A module of react-router's production build: its index re-exports the package's own modules beside it. */
const isReactRouterBuildFile = (resource: string) =>
  path.dirname(resource) === path.dirname(REACT_ROUTER_PRODUCTION) && resource.endsWith('.mjs');

function commonConfig(dir: string, mode: BuildMode, uniqueName: string): Configuration {
  const production = mode === 'production';
  const validationMessagesWithStrings = readPackage(dir).tpBuild?.validationMessagesWithStrings === true;
  return {
    mode,
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName,
      // The federation runtime's own files have no content hash to offer; they get a plain name.
      filename: (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'),
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: { 'react-router$': REACT_ROUTER_PRODUCTION } },
    module: {
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, cssLoader(production, uniqueName, false)],
        },
        { test: /\.(svg|png|webp|jpg)$/, type: 'asset/resource' },
        { test: LOCALE_FILE, use: path.join(buildDir, 'locale-gaps-loader.ts') },
        { test: isReactRouterBuildFile, use: path.join(buildDir, 'react-router-pure-loader.ts') },
        { test: isReactDomClientBuildFile, use: path.join(buildDir, 'react-dom-sentinel-errors-loader.ts') },
        // The federation runtime ships CommonJS and ES builds; its own requires would pull the CommonJS copy in
        // beside the ES one the bundler runtime imports. One copy: the ES build for every request it makes.
        {
          test: /[\\/](@module-federation[\\/]|\.federation[\\/])/,
          resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', 'webpack', 'browser', 'default'] } } },
        },
      ],
    },
    optimization: {
      // Each language's strings in one chunk named after it, so the server can preload the page's language only.
      splitChunks: {
        cacheGroups: {
          locales: {
            // Validation messages are left out unless the package asks for them (tpBuild): loadValidationMessages already names one chunk per language.
            test: (module: Module) => {
              const resource = module.nameForCondition() ?? '';
              return LOCALE_FILE.test(resource) && (validationMessagesWithStrings || !VALIDATION_LOCALE.test(resource));
            },
            chunks: 'async',
            enforce: true,
            name: (module: Module) => localeChunkName(module.nameForCondition() ?? '', uniqueName),
          },
        },
      },
      minimize: production,
      // Stylesheets block the first paint: they ship without comments and whitespace too.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }), new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify })],
    },
    performance: { hints: false },
    plugins: [
      ...(production ? precompressed() : []),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __TP_FEDERATION_RUNTIME_VERSION__: JSON.stringify(FEDERATION_RUNTIME_VERSION),
      }),
    ],
    stats: 'errors-warnings',
  };
}

/** `federationRuntime`: the version a production build publishes (the shell) or takes from the shell (a section). */
function buildInfo(name: string, pkg: PackageJson, shared: ReturnType<typeof sharedSingletons>, federationRuntime?: string): BuildInfo {
  return {
    name,
    version: pkg.version,
    contract: CONTRACT_VERSION,
    ...(federationRuntime ? { federationRuntime } : {}),
    shared: Object.fromEntries(
      Object.entries(shared).map(([request, config]) => [config.shareKey ?? request, { version: config.version, requiredVersion: config.requiredVersion }]),
    ),
  };
}

/**
 * A section remote: exposes only `./lifecycles`, publishes `mf-manifest.json`
 * whose version is the package version. In development it also builds a page
 * that mounts the remote alone with fake shell props.
 */
export function remoteConfig(dir: string, mode: BuildMode): Configuration {
  const pkg = readPackage(dir);
  const name = federationName(path.basename(dir));
  const config = commonConfig(dir, mode, name);
  const shared = sharedSingletons(dir);
  config.entry = mode === 'development' ? { standalone: path.join(buildDir, 'standalone/index.ts') } : {};
  config.resolve = {
    ...config.resolve,
    alias: { ...(config.resolve?.alias as Record<string, string>), 'tp-remote-lifecycles$': path.join(dir, 'src/lifecycles.tsx') },
  };
  // A package the exposed module needs ships inside it, not as a request of its own (the shell provides the shared ones).
  splitChunkGroups(config).defaultVendors = false;
  config.plugins!.push(
    new ModuleFederationPlugin({
      name,
      filename: REMOTE_ENTRY_FILE,
      exposes: { [EXPOSED_MODULE]: './src/lifecycles.tsx' },
      shared,
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      dev: false,
      // In production the shell provides the federation runtime; a standalone dev page needs its own.
      // A section loads no remote of its own (a remote never imports another): its runtime leaves out remote loading.
      experiments: { externalRuntime: mode === 'production', optimization: { target: 'web', disableRemote: true } },
    }),
    new BuildInfoPlugin(REMOTE_INFO_FILE, buildInfo(name, pkg, shared, mode === 'production' ? FEDERATION_RUNTIME_VERSION : undefined)),
    new BundleReportPlugin(),
    new CompileOnLoadPlugin(name),
  );
  // Likewise the runtime's glue for webpack, which the shell publishes (shared/src/contracts/federation-runtime.ts).
  if (mode === 'production') config.plugins!.push(federationRuntimeFromShell());
  if (mode === 'development') {
    config.output!.publicPath = '/';
    config.plugins!.push(
      new HtmlWebpackPlugin({ title: `${pkg.name} (standalone)`, chunks: ['standalone'] }),
      // With API_URL set, the dev server proxies /v1 and /api to a real api and the page uses it.
      new webpack.DefinePlugin({ __TP_REAL_API__: JSON.stringify(Boolean(process.env.API_URL)) }),
    );
  }
  return config;
}

/** The shell: the federation host with no build-time remotes; the site server writes its HTML. */
export function shellConfig(dir: string, mode: BuildMode): Configuration {
  const config = commonConfig(dir, mode, 'shell');
  const shared = sharedSingletons(dir);
  config.entry = { shell: './src/index.ts' };
  // The shell's styles, its start chunk's included, in the one stylesheet the page links in its head: a stylesheet
  // the start chunk added later would make the browser restyle the whole page (about 25 ms on a phone).
  splitChunkGroups(config).shellStyles = { type: 'css/mini-extract', name: 'shell', chunks: 'all', enforce: true };

  config.plugins!.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      // The shell's copies of the shared libraries ship in its entry (eager): every page runs all of them at once,
      // so one file instead of a request per library. (Merging them into one async chunk instead deadlocks: each
      // library's chunk waits for the shared libraries it imports, which would be that same chunk.) The entry still
      // imports its bootstrap behind `import()`, so the federation runtime settles the shared scope first.
      shared: Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }])),
      shareStrategy: 'loaded-first',
      dts: false,
      dev: false,
      // `target: 'web'` leaves out the runtime's code for loading remotes in Node (the server builds bundle everything instead);
      // `disableSnapshot` its manifest snapshots and preloading, which the shell never uses: it starts each remote from its entry script.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
    }),
    new FederationStartInTwoTasksPlugin('shell'),
    new CompileOnLoadPlugin('shell'),
    new EntryAssetsPlugin('shell'),
    new BuildInfoPlugin(SHELL_INFO_FILE, buildInfo('shell', readPackage(dir), shared, FEDERATION_RUNTIME_VERSION)),
    new BundleReportPlugin(),
  );
  return config;
}

/**
 * The remote's server build: its applications compiled for Node, released
 * with the browser build (SERVER_BUILD_ENTRY), to render first screens at
 * build time and every page at request time (see shared/build/prerender).
 * Same sources, loaders and CSS class names as the browser build; no
 * federation: everything is bundled.
 */
export function prerenderConfig(dir: string): Configuration {
  const name = federationName(path.basename(dir));
  const config = commonConfig(dir, 'production', name);
  const [scripts, , assets, locales] = config.module!.rules as webpack.RuleSetRule[];
  return {
    ...config,
    target: 'node',
    devtool: false,
    entry: { entry: path.join(buildDir, 'prerender/entry.tsx') },
    output: {
      path: path.join(dir, 'dist', SERVER_BUILD_FOLDER),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string>), 'tp-remote-lifecycles$': path.join(dir, 'src/lifecycles.tsx') } },
    module: {
      rules: [
        scripts,
        { test: /\.css$/, use: [cssLoader(true, name, true)] },
        { ...assets, generator: { emit: false } },
        locales,
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  };
}
