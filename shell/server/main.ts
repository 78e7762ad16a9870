import { SiteSettingsError } from '@tp/shared/settings/site-settings';
import { configFromEnv, type SiteConfig } from './config';
import { closeGracefullyOnSignals } from './shutdown';
import type { SiteServerControls } from './site-server';

let config: SiteConfig;
try {
  config = configFromEnv();
} catch (error) {
  // Settings the site cannot run with (a placeholder donation address in production…): say which, and do not start.
  if (!(error instanceof SiteSettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.site.placeholders.length) {
  console.warn(`Site settings (${config.site.file}): placeholders in use, fine for development only: ${config.site.placeholders.join(', ')}`);
}
// Loaded once the settings are known to be good: a refusal comes at once, before the server's many modules load.
const { createSiteServer } = await import('./site-server');
let controls: SiteServerControls | undefined;
const app = await createSiteServer(config, { onControls: (given) => (controls = given) });
closeGracefullyOnSignals(app, { graceMs: config.shutdownGraceMs, acceptMs: config.shutdownAcceptMs, onClosing: () => controls?.closing() });

await app.listen({ port: config.port, host: config.host });
console.log(`Site: http://localhost:${config.port}/`);
