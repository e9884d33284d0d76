import Redis from 'ioredis';
import { TabulaServer } from '@tabula/boardgameio/server';
import { RedisLock, RedisPubSub, RedisStorage } from '@tabula/boardgameio/redis';
import { games } from './server';

/** One of several servers sharing every match through the Redis at `redisUrl`: start as many as you need. */
export async function serveWithRedis(port: number, redisUrl: string) {
  const redis = new Redis(redisUrl); // storage, lock and publishing
  const subscriber = new Redis(redisUrl); // a subscribing connection does nothing else
  const pubSub = new RedisPubSub({ publisher: redis, subscriber });
  await pubSub.connect();
  const server = TabulaServer({
    games,
    db: new RedisStorage({ client: redis }), // refuses to start on a Redis that does not persist
    pubSub,
    lock: new RedisLock({ client: redis }), // a pub-sub without a lock is refused
    origins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
  });
  const { appServer } = await server.run({ port, host: '127.0.0.1' });
  return { server, appServer, connections: [redis, subscriber] }; // to stop: await server.stop(), then quit the connections
}
