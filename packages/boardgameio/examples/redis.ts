import Redis from 'ioredis';
import { Server } from 'boardgame.io/server';
import { TabulaSocketIO } from '@tabula/boardgameio/server';
import { RedisLock, RedisPubSub, RedisStorage } from '@tabula/boardgameio/redis';
import { games } from './server';

/** One of several servers sharing every match through the Redis at `redisUrl`: start as many as you need. */
export async function serveWithRedis(port: number, redisUrl: string) {
  const redis = new Redis(redisUrl); // storage, lock and publishing
  const subscriber = new Redis(redisUrl); // a subscribing connection does nothing else
  const pubSub = new RedisPubSub({ publisher: redis, subscriber });
  await pubSub.connect();
  const transport = TabulaSocketIO({ pubSub, lock: new RedisLock({ client: redis }) });
  const server = Server({
    games,
    db: new RedisStorage({ client: redis }),
    transport,
    origins: ['http://localhost:5173'],
  });
  const { appServer } = await server.run(port);
  return { appServer, db: server.db, transport, connections: [redis, subscriber] }; // to stop: close appServer, await transport.idle(), quit the connections
}
