import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_BUILD_ENTRY, type ServerBuild } from '../src/index';
import { writePrerenderedPages } from './prerender/run';
import { prerenderConfig, remoteConfig, shellConfig, type BuildMode } from './webpack';

const [command = 'build'] = process.argv.slice(2);
const dir = process.cwd();
const isShell = path.basename(dir) === 'shell';

function configFor(mode: BuildMode) {
  return isShell ? shellConfig(dir, mode) : remoteConfig(dir, mode);
}

async function compile(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const summary = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (summary.trim()) console.log(summary);
  if (stats.hasErrors()) process.exit(1);
  return stats;
}

async function build(): Promise<void> {
  const stats = await compile(configFor('production'));
  console.log(`${path.basename(dir)}: built in ${(stats.endTime - stats.startTime) / 1000}s`);
  if (isShell) return;
  const started = Date.now();
  await compile(prerenderConfig(dir));
  const bundle = createRequire(import.meta.url)(path.join(dir, 'dist', SERVER_BUILD_ENTRY)) as ServerBuild;
  const pages = await writePrerenderedPages(bundle, path.join(dir, 'dist'));
  console.log(`${path.basename(dir)}: ${pages} first screens rendered ahead of time in ${(Date.now() - started) / 1000}s`);
}

/** Serves a remote alone, mounted with fake shell props (see shared/build/standalone); `API_URL` points it at a real api. */
async function dev(): Promise<void> {
  const port = Number(process.env.PORT ?? 3001);
  const compiler = webpack(configFor('development'));
  const server = new WebpackDevServer(
    {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: process.env.API_URL ? [{ context: ['/v1', '/api'], target: process.env.API_URL, changeOrigin: true }] : undefined,
    },
    compiler,
  );
  await server.start();
  console.log(`${path.basename(dir)}: http://localhost:${port}/en`);
}

const commands: Record<string, () => Promise<void>> = { build, dev };
const run = commands[command];
if (!run) {
  console.error(`Unknown command "${command}". Use: build | dev`);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
