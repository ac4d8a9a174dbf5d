import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { createApp, type App } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase, type Database } from './db/database.js';
import { openPayments, type Payments } from './config/payments.js';
import { listen } from './http/listen.js';
import { createLogger } from './shared/logger.js';
import { surviveDatabaseOutages } from './shared/process-guards.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) return fail(e.message);
    throw e;
  }
  const logger = createLogger(config.LOG_LEVEL, config.LOG_FORMAT);
  surviveDatabaseOutages(logger);

  let sessionSecret = config.SESSION_SECRET;
  if (!sessionSecret) {
    sessionSecret = randomBytes(32).toString('hex');
    logger.warn('SESSION_SECRET is not set: using a random one, so sign-ins end when the app restarts');
  }

  let db: Database | undefined;
  let payments: Payments | undefined;
  let app: App | undefined;
  let server: Server | undefined;
  let stopping = false;

  const stop = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    const force = setTimeout(() => server?.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    try {
      if (server) {
        // Stop accepting, let requests in flight finish, drop idle keep-alive sockets at once.
        const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
        server.closeIdleConnections();
        await closed;
      }
      logger.debug('http closed');
      await app?.close();
      logger.debug('app closed');
      await payments?.close();
      await db?.close();
      logger.debug('db closed');
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      exitCode ||= 1;
    } finally {
      clearTimeout(force);
    }
    logger.info('stopped');
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));

  try {
    db = await openDatabase(config, logger);
    payments = await openPayments(config, db.url, logger);
    app = await createApp({ config, dataSource: db.dataSource, databaseUrl: db.url, logger, sessionSecret, payments: payments.settings });
    server = await listen(app.app, config.HOST, config.PORT);
    app.attachSubscriptions(server);
  } catch (e) {
    const message = describeStartFailure(e, config);
    logger.fatal({ err: e }, message);
    await app?.close().catch(() => undefined);
    await payments?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    return fail(message);
  }
  logger.info({ port: config.PORT }, `Ready: http://localhost:${config.PORT}`);
}

function describeStartFailure(e: unknown, config: { PORT: number; PAYMENTS_SANDBOX_PORT: number }): string {
  const err = e as NodeJS.ErrnoException & { port?: number };
  // The payments sandbox listens on a port of its own: name the variable that moves the one that failed.
  const [port, variable] =
    err.port === config.PAYMENTS_SANDBOX_PORT ? [config.PAYMENTS_SANDBOX_PORT, 'PAYMENTS_SANDBOX_PORT'] : [config.PORT, 'PORT'];
  if (err.code === 'EADDRINUSE')
    return `Cannot start: port ${port} is already in use (is the app already running?). Set ${variable} to a free port.`;
  if (err.code === 'EACCES') return `Cannot start: no permission to listen on port ${port}. Set ${variable} to a port above 1024.`;
  if (err.name === 'DatabaseUnavailableError' || err.name === 'EmbeddedPostgresError') return `Cannot start: ${err.message}`;
  return `Cannot start: ${err.message ?? String(e)}`;
}

function fail(message: string): void {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

void main();
