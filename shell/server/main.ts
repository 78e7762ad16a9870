import { configFromEnv } from './config';
import { createSiteServer } from './site-server';

const config = configFromEnv();
const app = await createSiteServer(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`Site: http://localhost:${config.port}/`);
