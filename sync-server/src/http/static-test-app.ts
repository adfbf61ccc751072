// The whole app over a static directory, for tests of static serving (which never touches the
// database).
import { createApp } from '../app';
import type { AppDb, Database } from '../db/client';
import { loadEnv } from '../env';
import { silentLogger } from '../logger';

const noDatabase: Database = {
  db: {} as AppDb,
  kind: 'postgres',
  listen: async () => async () => {},
  close: async () => {},
};

export function staticTestApp(dir: string) {
  const env = loadEnv({ STATIC_DIR: dir, DATA_DIR: dir }, {});
  return createApp({ env, database: noDatabase, logger: silentLogger }).app;
}
