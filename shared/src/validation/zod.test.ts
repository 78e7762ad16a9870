import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { config } from 'zod/mini';
import { schemas } from './schemas';

const schemaFolders = [__dirname, path.join(__dirname, '..', 'stored')];
const modules = schemaFolders.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join(folder, file)),
);
const relative = (file: string) => path.relative(path.join(__dirname, '..'), file);

describe('zod under the strict CSP, small in the browser', () => {
  it('runs without eval once a schema module is loaded', () => {
    expect(schemas.subscribe.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(config().jitless).toBe(true);
  });

  it('is configured before any schema is built, and taken by name: schemas import zod only through facades/zod-mini.ts', () => {
    const direct = modules.filter((file) => /^import\s+(?!type\b)[^;]*from\s+'zod(\/[^']*)?'/m.test(readFileSync(file, 'utf8'))).map(relative);
    expect(direct).toEqual([]);
    expect(readFileSync(path.join(__dirname, '..', 'facades', 'zod-mini.ts'), 'utf8')).toMatch(/from 'zod\/mini';/);
  });
});
