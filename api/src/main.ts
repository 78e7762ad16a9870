import { parseTrustProxy } from '@tp/shared/api/trust-proxy';
import { buildApi } from './index';

// The api alone: `pnpm --filter @tp/api start`. The site server mounts the same plugin in-process.
const port = Number(process.env.PORT ?? 4000);
const app = await buildApi(
  {
    databaseUrl: process.env.DATABASE_URL || undefined,
    databaseReadUrl: process.env.DATABASE_READ_URL || undefined,
    dataDir: process.env.DATA_DIR || undefined,
    adminToken: process.env.ADMIN_TOKEN || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
  },
  // Rate limits count request.ip: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
  { logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: parseTrustProxy(process.env.TRUST_PROXY) },
);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
