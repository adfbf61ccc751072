// Starting and stopping a real server (main.ts, e2e and sync tests).
import type { AddressInfo } from 'node:net';
import { WS_MAX_MESSAGE_BYTES } from '@greenroom/shared-model/constants';
import { type ServerType, serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { type CreateAppDeps, createApp, type GreenroomApp } from './app';
import { openDatabase } from './db/client';
import { type AppEnv, configurationWarnings } from './env';
import { startSweeper } from './features/sync/sweeper';
import { consoleLogger } from './logger';

export interface RunningServer extends GreenroomApp {
  server: ServerType;
  /** Used by node-server's upgradeWebSocket for /ws. */
  wss: WebSocketServer;
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StartServerOptions extends Partial<Omit<CreateAppDeps, 'env'>> {
  env: AppEnv;
  /** Also close the database on close() (default: true when this function opened it). */
  closeDatabase?: boolean;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { env } = options;
  const logger = options.logger ?? consoleLogger;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const closeDatabase = options.closeDatabase ?? !options.database;
  for (const warning of configurationWarnings(env)) logger.warn(warning);
  const greenroom = createApp({ ...options, env, database, logger });
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_MESSAGE_BYTES });
  const { server, port } = await new Promise<{ server: ServerType; port: number }>(
    (resolve, reject) => {
      const s = serve(
        {
          fetch: greenroom.app.fetch,
          port: env.PORT,
          hostname: env.HOST,
          websocket: { server: wss },
        },
        (info: AddressInfo) => resolve({ server: s, port: info.port }),
      );
      s.once('error', reject);
    },
  );
  // Fan-out of notifications to this process's sockets, and the change-log sweeper.
  await greenroom.live.start();
  await greenroom.deliveries.start();
  const stopSweeper = startSweeper(database.db, logger);
  const host = env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    ...greenroom,
    server,
    wss,
    url,
    port,
    close() {
      closing ??= (async () => {
        await stopSweeper();
        await greenroom.deliveries.stop();
        await greenroom.live.stop();
        for (const client of wss.clients) client.terminate();
        wss.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would hold close() open.
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        if (closeDatabase) await database.close();
      })();
      return closing;
    },
  };
}
