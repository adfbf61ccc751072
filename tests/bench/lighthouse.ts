// `pnpm bench:lighthouse` (after `pnpm build`): Lighthouse's default mobile run (simulated slow
// 4G, 4× CPU) in Debian Chromium against the built app served by the real server on embedded
// PGlite, as `pnpm start` serves it, populated (tests/bench/populate.ts; LIGHTHOUSE_EMPTY=1 for a
// fresh database): the landing page and /auth as a visitor, and the home of a member who has just
// signed up. Each page runs several times with nothing cached; the median
// of each figure is printed beside its budget (issue 15). Reports only: always exits 0.
// LIGHTHOUSE_RUNS sets the runs per page (3); LIGHTHOUSE_SAVE_DIR keeps every report and its trace;
// LIGHTHOUSE_PAGES (comma-separated: landing,auth,home,photo; photo: the newest photo's post
// page, populated instances only) runs only those pages;
// LIGHTHOUSE_TRACE_CATEGORIES adds trace categories to the kept traces.
// LIGHTHOUSE_AB=a=/path/to/dist,b=/path/to/other-dist: an A/B of two builds on the same populated
// instance, turn about (each run of a page runs every build once, the first build alternating),
// each build's figures printed under its name (`lighthouse.home[a].tbt`).
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { ServerProcess } from '../support/server-process';
import { signUpMember } from '../sync/support/member-http';
import { freePort } from '../sync/support/servers';
import { type PageFigures, printFigures, readFigures } from './lighthouse-figures';
import { DEFAULT_POPULATION, populate } from './populate';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where to keep each run's full report (JSON), for a closer look; unset keeps none. */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE_DIR;
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());

interface PageRun {
  name: string;
  path: string;
  /** A fresh member's session cookie for each run, or none for a visitor. */
  cookie?: () => Promise<string>;
}

async function main() {
  if (!existsSync(join(repoRoot, 'dist/index.html'))) {
    console.error('dist/index.html not found: run `pnpm build` first.');
    process.exit(2);
  }
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const builds = (process.env.LIGHTHOUSE_AB ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', dir = ''] = pair.split('=');
      return { name, dir };
    });
  // The server serves files from disk at each request: a link switched between the builds.
  const staticLink = join(tmpdir(), `greenroom-lighthouse-ab-${process.pid}`);
  const serve = (dir: string) => {
    rmSync(staticLink, { force: true });
    symlinkSync(dir, staticLink);
  };
  if (builds[0]) serve(builds[0].dir);
  // An empty DATABASE_URL means the embedded PGlite, as `pnpm start` runs it. One machine
  // signs up the whole population: no sign-up or write limits.
  const server = new ServerProcess({
    port,
    databaseUrl: '',
    env: { SIGNUP_LIMIT_PER_HOUR: '0', MEMBER_WRITE_LIMITS: 'off' },
    ...(builds.length > 0 ? { staticDir: staticLink } : {}),
  });
  await server.start();
  let photoPost: string | undefined;
  if (process.env.LIGHTHOUSE_EMPTY !== '1') {
    const started = Date.now();
    photoPost = (await populate(server.url)).newestPhotoPostId;
    const p = DEFAULT_POPULATION;
    console.log(
      `populated: ${p.members} members, ${p.posts} posts (${p.photos} photos of 2400 x 1600, one in ${p.photoEvery} from the newest), ${p.jobs} jobs, ${p.events} events in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const pages: PageRun[] = [
      { name: 'landing', path: '/' },
      { name: 'auth', path: '/auth?mode=signup' },
      { name: 'home', path: '/', cookie: async () => (await signUpMember(server.url)).cookie() },
    ];
    // The newest photo's post, as a new member opens it from a link (issue #36: its photo is
    // the page's largest paint).
    if (photoPost) {
      pages.push({
        name: 'photo',
        path: `/posts/${photoPost}`,
        cookie: async () => (await signUpMember(server.url)).cookie(),
      });
    }
    for (const page of pages) {
      if (ONLY_PAGES && !ONLY_PAGES.includes(page.name)) continue;
      const variants = builds.length > 0 ? builds : [{ name: '', dir: '' }];
      const runsOf = new Map(variants.map((v) => [v.name, [] as PageFigures[]]));
      for (let turn = 0; turn < RUNS * variants.length; turn++) {
        const i = Math.floor(turn / variants.length);
        // Turn about: the first build of each round alternates.
        const variant = variants[(turn + (i % 2)) % variants.length] ?? { name: '', dir: '' };
        if (variant.dir) serve(variant.dir);
        const runs = runsOf.get(variant.name) ?? [];
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // Each run is a device that has never opened the app: Lighthouse clears only the
          // caches and service workers by default, so a run found the last run's member in
          // localStorage (their shell rendered first, then the new member's) and IndexedDB.
          clearStorageTypes: [
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
            'local_storage',
            'indexeddb',
          ],
          // LIGHTHOUSE_TRACE_CATEGORIES: more in the kept traces, e.g.
          // disabled-by-default-v8.cpu_profiler for the JavaScript's own profile.
          additionalTraceCategories: process.env.LIGHTHOUSE_TRACE_CATEGORIES,
        };
        // Lighthouse sometimes fails to record the trace (NO_NAVSTART): such a run has no
        // figures, so it is run again (twice at most) rather than counted as zeros.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt++) {
          if (page.cookie) flags.extraHeaders = { Cookie: await page.cookie() };
          result = await lighthouse(`${server.url}${page.path}`, flags);
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          if (!result.lhr.runtimeError || attempt === 3) break;
          console.error(`${page.name}: ${result.lhr.runtimeError.code}, run again`);
        }
        runs.push(readFigures(result.lhr));
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          const file = `${page.name}${variant.name ? `-${variant.name}` : ''}-${i + 1}`;
          writeFileSync(join(SAVE_DIR, `${file}.json`), JSON.stringify(result.lhr));
          const trace = (result.artifacts as { Trace?: unknown }).Trace;
          if (trace) {
            writeFileSync(join(SAVE_DIR, `${file}.trace.json`), JSON.stringify(trace));
          }
        }
      }
      for (const [name, runs] of runsOf) {
        printFigures(page.name, runs, name);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(staticLink, { force: true });
  }
}

await main();
