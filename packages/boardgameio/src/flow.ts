/**
 * boardgame.io's state after a Tabula move, made without boardgame.io's reducer. A game made by
 * `toBoardgameIO` has one flow: no phases, one endless turn, no stages or move limits, the active
 * seats set by `setActivePlayers` after a move that changes them, and the game over when Tabula
 * says so. For a move the transport has already checked and played, boardgame.io 0.50's reducer
 * (plugins, immer, the flow's steps, the events plugin's second pass) reaches a state this module
 * builds in a few object spreads; `test/flow.test.ts` holds the two to the same states, ctx and
 * log entries over whole games of every title. A state outside that flow (some other game on
 * the server, or a match written by something else) gets `undefined`, and boardgame.io's master
 * plays the move.
 *
 * @module
 */
import type { Ctx, LogEntry, State } from 'boardgame.io';
import { MOVE } from './protocol';

/** boardgame.io's `ctx` as its flow writes it (its published type leaves out the nulls). */
interface FlowCtx {
  phase: string | null;
  gameover?: unknown;
  currentPlayer: string;
  turn: number;
  numMoves: number;
  activePlayers: Record<string, string | null> | null;
  _activePlayersMinMoves: Record<string, number> | null;
  _activePlayersMaxMoves: Record<string, number> | null;
  _activePlayersNumMoves: Record<string, number>;
  _prevActivePlayers: unknown[];
  _nextActivePlayers: unknown;
}

/** The player ids of a `ctx.activePlayers`, each with `value`. */
function byID<T>(ids: readonly string[], value: T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const id of ids) out[id] = value;
  return out;
}

/** Whether `ctx.activePlayers` holds exactly the player ids `ids`. */
export function sameKeys(active: Ctx['activePlayers'] | FlowCtx['activePlayers'], ids: readonly string[]): boolean {
  if (active === null) return ids.length === 0;
  const keys = Object.keys(active);
  return keys.length === ids.length && ids.every((id) => id in active);
}

/**
 * Whether `ctx` is in the flow of a Tabula match that `playerID` may move in: no phase, the game
 * not over, the player active in no stage, and no move limit or stage bookkeeping pending.
 */
function inTabulaFlow(ctx: FlowCtx, playerID: string): boolean {
  const active = ctx.activePlayers;
  return (
    ctx.phase === null &&
    ctx.gameover === undefined &&
    active !== null &&
    Object.hasOwn(active, playerID) &&
    active[playerID] === null &&
    ctx._activePlayersMinMoves === null &&
    ctx._activePlayersMaxMoves === null &&
    ctx._nextActivePlayers === null &&
    ctx._prevActivePlayers.length === 0 &&
    typeof ctx._activePlayersNumMoves[playerID] === 'number'
  );
}

/**
 * The state boardgame.io's reducer makes when `playerID` plays the `act` move `action` on `state`
 * and the move answers `G` (the next Tabula `G`): `active` are the player ids that may act then,
 * `over` the game's result if it ended. Its `deltalog` holds the move's log entry; the credentials
 * are not in it. `undefined` when `state` is not in a Tabula match's flow.
 */
export function playedState<G>(state: State, playerID: string, action: unknown, G: G, active: readonly string[], over: unknown): State<G> | undefined {
  const ctx = state.ctx as unknown as FlowCtx;
  // No seat left to act while the game goes on is boardgame.io's to settle (it clears the turn's stages).
  if (!inTabulaFlow(ctx, playerID) || (over === undefined && active.length === 0)) return undefined;
  // The move is counted (for the current player, and as an active player's move).
  let next: FlowCtx = {
    ...ctx,
    numMoves: playerID === ctx.currentPlayer ? ctx.numMoves + 1 : ctx.numMoves,
    _activePlayersNumMoves: { ...ctx._activePlayersNumMoves, [playerID]: ctx._activePlayersNumMoves[playerID]! + 1 },
  };
  if (over !== undefined) {
    // The game ends before the move's events: the active players stay as they were.
    next = { ...next, gameover: over };
  } else if (!sameKeys(ctx.activePlayers, active)) {
    next = { ...next, activePlayers: byID(active, null), _activePlayersMinMoves: null, _activePlayersMaxMoves: null, _activePlayersNumMoves: byID(active, 0), _prevActivePlayers: [], _nextActivePlayers: null };
  }
  const entry: LogEntry = { action: { type: 'MAKE_MOVE', payload: { type: MOVE, args: [action], playerID } }, _stateID: state._stateID, turn: ctx.turn, phase: ctx.phase, redact: true } as LogEntry;
  return { ...state, G, ctx: next as unknown as Ctx, deltalog: [entry], _undo: [], _redo: [], _stateID: state._stateID + 1 };
}
