import { runAdmin } from './admin-commands';

// `pnpm --filter @tp/api admin …`: drives the running api's admin endpoints (one process owns a PGlite folder).
const token = process.env.ADMIN_TOKEN;
if (!token) {
  console.error('Set ADMIN_TOKEN to the admin token the api was started with.');
  process.exit(2);
}
process.exitCode = await runAdmin(process.argv.slice(2), {
  apiUrl: process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 4000}`,
  token,
  fetch,
  out: (line) => console.log(line),
  stdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  },
});
