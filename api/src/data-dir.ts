import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const isApiPackage = (dir: string) => {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name === '@tp/api';
  } catch {
    return false;
  }
};

/**
 * The default PGlite folder, `api/.data`, found from the working directory
 * (the api package itself, the repository root, or a sibling package such as
 * the shell), so it is the same folder however the api is started.
 */
export function locateDataDir(cwd: string = process.cwd()): string {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (isApiPackage(dir)) return path.join(dir, '.data');
    if (existsSync(path.join(dir, 'api')) && isApiPackage(path.join(dir, 'api'))) return path.join(dir, 'api', '.data');
    if (path.dirname(dir) === dir) return path.join(path.resolve(cwd), '.data');
  }
}
