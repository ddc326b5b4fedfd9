import fs from 'node:fs';
import path from 'node:path';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** The checkout's root, whether code runs from the TypeScript sources or from dist/. */
export const PROJECT_ROOT = findProjectRoot(__dirname);
