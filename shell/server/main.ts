import { configFromEnv } from './config';
import { closeGracefullyOnSignals } from './shutdown';
import { createSiteServer, type SiteServerControls } from './site-server';

const config = configFromEnv();
let controls: SiteServerControls | undefined;
const app = await createSiteServer(config, { onControls: (given) => (controls = given) });
closeGracefullyOnSignals(app, { graceMs: config.shutdownGraceMs, onClosing: () => controls?.closing() });

await app.listen({ port: config.port, host: config.host });
console.log(`Site: http://localhost:${config.port}/`);
