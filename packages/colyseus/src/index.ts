/**
 * Every Tabula game on Colyseus: {@link tabulaRoom} makes a room class for a game (the match store
 * inside, per-seat messages, seats through Colyseus's auth and seat reservation, reconnection, bot
 * seats, storage of every action before it is played), {@link tabulaTransport} caps what a client
 * may send, {@link redisStorage} keeps matches for several processes.
 *
 * @module
 */
export { tabulaRoom, type AnyGame, type BotFactory, type SeatRequest, type TabulaRoomClass, type TabulaRoomInstance, type TabulaRoomOptions } from './room';
export { ACT, STATE, REJECTION, ColyseusErrors, refusalOf, type ActMessage, type ColyseusErrorCode, type CreateOptions, type JoinOptions, type RejectionNotice, type SeatInfo, type StateMessage } from './protocol';
export { DEFAULT_LIMITS, resolveLimits, type RoomLimits } from './limits';
export { memoryStorage, redisStorage, StorageConflictError, type MatchHead, type MatchRecord, type MatchStorage, type RedisCommands, type RedisStorageOptions } from './storage';
export { replayFiles } from './files';
export { tabulaTransport } from './transport';
