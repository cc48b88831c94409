import type { Logger } from '../log.js';
import { RedisStore } from './redis.js';
import { SqliteStore } from './sqlite.js';
import type { ProxyStore } from './store.js';

/** How long start-up waits for Redis before serving anyway (it keeps reconnecting). */
const REDIS_START_WAIT_MS = 10_000;

/**
 * The store `npm run proxy` runs on: Redis when `REDIS_URL` is set (several instances share it),
 * else the SQLite file. A Redis that is not up yet does not stop the start: the proxy answers
 * cached reads, refuses writes with a 503 and catches up once Redis answers.
 */
export async function openStore(
  config: { stateDb: string; redis?: { url: string; prefix: string } },
  log: Logger,
): Promise<{ store: ProxyStore; description: string }> {
  if (!config.redis) {
    return { store: new SqliteStore(config.stateDb), description: `SQLite ${config.stateDb}` };
  }
  const { url, prefix } = config.redis;
  const where = new URL(url);
  const description = `Redis ${where.hostname}:${where.port || 6379} (prefix ${prefix})`;
  const store = new RedisStore(url, {
    prefix,
    onEvent(event) {
      if (event.kind === 'error') return; // ioredis repeats it on every retry; 'down' says it once
      log({
        level: event.kind === 'down' ? 'error' : 'info',
        msg: `redis ${event.kind}`,
        ...(event.detail && { detail: event.detail }),
      });
    },
  });
  try {
    await store.ready(REDIS_START_WAIT_MS);
  } catch (error) {
    log({
      level: 'error',
      msg: 'redis not reachable yet; writes are refused until it is',
      error: String(error),
    });
  }
  return { store, description };
}
