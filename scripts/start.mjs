// `pnpm start`: plain node on the compiled server (sync-server/dist/main.js) and the built PWA
// (dist/); with arguments (`pnpm migrate`, `pnpm backup <file>`, `pnpm restore <file>`), the
// compiled operator commands (sync-server/dist/cli.js) instead. A checkout that was never built is built once first (`pnpm build`), so README's first
// line works from nothing; a built checkout is never rebuilt here — run `pnpm build` after an
// update. docs/decisions/027-production.md
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['dist/index.html', 'sync-server/dist/main.js', 'sync-server/dist/cli.js'];
if (!outputs.every((file) => existsSync(`${root}/${file}`))) {
  console.log('No build found: running pnpm build once (later starts use it as it is)');
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (process.argv.length > 2) await import('../sync-server/dist/cli.js');
else await import('../sync-server/dist/main.js');
