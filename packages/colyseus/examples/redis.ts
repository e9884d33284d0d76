import { Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import { survive } from '@tabula/survive';
import { redisStorage, tabulaRoom, tabulaTransport } from '@tabula/colyseus';

// Run several of these, each on its own port: a room made on any process is joined from any.
const redis = { host: '127.0.0.1', port: Number(process.env.REDIS_PORT ?? 6379) };
const port = Number(process.env.PORT ?? 2567);
const server = new Server({
  transport: tabulaTransport(),
  presence: new RedisPresence(redis), // rooms and seat reservations across processes
  driver: new RedisDriver(redis), // the list of rooms, for matchmaking
  publicAddress: `127.0.0.1:${port}`, // where a client of another process reaches this one's rooms
  greet: false,
});

// Every action is stored in Redis before it is played or sent: a room made again after its
// process died (by the next `joinOrCreate(name, { match })`) replays the match from there.
const storage = redisStorage(new Redis(redis));
server.define('survive', tabulaRoom(survive, { storage })).filterBy(['match']);

await server.listen(port, '127.0.0.1');
console.log(`listening on 127.0.0.1:${port}`);
