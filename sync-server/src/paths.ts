// Folders found from the sync-server package's root, so they are the same whether the sources run
// (sync-server/src/…) or the compiled bundle does (sync-server/dist/main.js).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@greenroom/sync-server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @greenroom/sync-server package folder');
    dir = parent;
  }
}

/** sync-server/ */
const serverPackageDir = packageRoot();
/** The repository: the built PWA is its dist/. */
export const repositoryDir = dirname(serverPackageDir);
/** The SQL migrations and their journal. */
export const migrationsFolder = join(serverPackageDir, 'drizzle');
