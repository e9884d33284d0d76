/**
 * The WebSocket transport of a Tabula server, its message size capped.
 *
 * @module
 */
import { WebSocketTransport } from '@colyseus/ws-transport';
import { resolveLimits, type RoomLimits } from './limits';

/**
 * Colyseus's WebSocket transport with the rooms' `maxMessageBytes` as its `maxPayload` (a larger
 * message closes its connection before anything reads it) and without per-message compression.
 */
export function tabulaTransport(limits: Partial<RoomLimits> = {}): WebSocketTransport {
  const { maxMessageBytes } = resolveLimits(limits);
  return new WebSocketTransport({ maxPayload: maxMessageBytes, perMessageDeflate: false });
}
