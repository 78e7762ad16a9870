import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { schemas } from './schemas';

describe('zod under the strict CSP', () => {
  it('runs without eval once a schema module is loaded', () => {
    expect(schemas.subscribe.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(z.config().jitless).toBe(true);
  });

  it('is configured before any schema of this folder is built: they take z from ./zod', () => {
    const modules = readdirSync(__dirname).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && file !== 'zod.ts');
    const direct = modules.filter((file) => /^import\s+(?!type\b)[^;]*from\s+'zod(\/[^']*)?';/m.test(readFileSync(path.join(__dirname, file), 'utf8')));
    expect(direct).toEqual([]);
  });
});
