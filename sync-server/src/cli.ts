// Operator commands on the compiled server (README "Other commands"):
//   pnpm migrate                apply the migrations and exit (before a rolling deploy)
//   pnpm backup <file>          save the database (PostgreSQL: pg_dump; embedded: its folder)
//   pnpm restore <file>         replace the database with a backup
//   pnpm media:backfill         make the renditions of images uploaded before them (ADR 044), the
//                               posters, lengths, waveforms and streaming renditions of videos
//                               and sounds (ADR 046)
// Same configuration as the server (DATABASE_URL, DATA_DIR); every line is one JSON object.
import { resolve } from 'node:path';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { backfillRenditions } from './features/uploads/rendition-backfill';
import { createVideoQueue } from './features/uploads/video-queue';
import { consoleLogger, errorData } from './logger';
import { backupDatabase, restoreDatabase } from './operations/backup';
import { createMediaStorage } from './storage/create-storage';

const USAGE =
  'usage: pnpm migrate | pnpm backup <file> | pnpm restore <file> | pnpm media:backfill';

async function main(args: string[]): Promise<void> {
  const [command, file] = args;
  const env = loadEnv();
  const target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
  switch (command) {
    case 'migrate': {
      const database = await openDatabase({ ...target, maxConnections: 1 });
      await database.close();
      consoleLogger.info('migrations applied', { database: database.kind });
      return;
    }
    case 'backup':
    case 'restore': {
      if (!file) throw new Error(USAGE);
      // Under pnpm the command runs in the repository; a relative path is the caller's.
      const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
      const done =
        command === 'backup'
          ? await backupDatabase(target, path)
          : await restoreDatabase(target, path);
      consoleLogger.info(done);
      return;
    }
    case 'media-backfill': {
      const database = await openDatabase({ ...target, maxConnections: 2 });
      try {
        const storage = createMediaStorage(env);
        const deps = { db: database.db, storage, logger: consoleLogger };
        const videoQueue = createVideoQueue(deps);
        const done = await backfillRenditions({ ...deps, videoQueue });
        consoleLogger.info('media renditions backfilled', { ...done });
      } finally {
        await database.close();
      }
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

try {
  await main(process.argv.slice(2));
} catch (err) {
  consoleLogger.error('the command failed', errorData(err));
  process.exitCode = 1;
}
