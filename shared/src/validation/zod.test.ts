import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import { schemas } from './schemas';

const modules = readdirSync(__dirname).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
const source = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

describe('zod under the strict CSP', () => {
  it('runs without eval once a schema module is loaded', () => {
    expect(schemas.subscribe.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(z.config().jitless).toBe(true);
  });

  it('is configured before any schema of this folder is built: they take z from ./zod', () => {
    const direct = modules.filter((file) => file !== 'zod.ts' && /^import\s+(?!type\b)[^;]*from\s+'zod(\/[^']*)?';/m.test(source(file)));
    expect(direct).toEqual([]);
  });

  it('is zod/mini: the browser never gets zod\'s classic API through these schemas', () => {
    const imports = modules.flatMap((file) => [...source(file).matchAll(/from\s+'(zod(?:\/[^']*)?)'/g)].map((match) => `${file}: ${match[1]}`));
    expect(imports).toEqual(['zod.ts: zod/mini']);
  });
});
