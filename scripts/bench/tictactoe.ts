/**
 * Tic-tac-toe twice: once written with Tabula's `defineGame`, once as a boardgame.io game run on
 * boardgame.io's own reducer, so that `npm run bench` can compare the two engines on one game.
 * Both play the same random games: the mover picks among the empty cells with the same RNG.
 */
import { actionParser, defineGame, field, mutable, reject, stateChecker, type BaseState, type InferActions, type Seat } from '@tabula/core';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { INVALID_MOVE } from 'boardgame.io/core';

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]] as const;

/** The seat owning a full line of `cells`, if any. */
function lineOwner(cells: readonly (Seat | null)[]): Seat | null {
  for (const [a, b, c] of LINES) if (cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]) return cells[a]!;
  return null;
}

interface TttState extends BaseState {
  cells: (Seat | null)[];
  current: Seat;
}
/** What a seat sees. */
interface TttView {
  cells: readonly (Seat | null)[];
  current: Seat;
}
const actions = { mark: { cell: field.int(0, 8) } };
type TttAction = InferActions<typeof actions>;

/** Tic-tac-toe as a Tabula game. */
export const tictactoe = defineGame<TttState, TttAction, undefined, TttView, { type: 'marked'; seat: Seat; cell: number }>({
  name: 'tictactoe',
  schema: 1,
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ cells: Array<Seat | null>(9).fill(null), current: 0 }),
  parseAction: actionParser(actions),
  activeSeats: (s) => [s.current],
  legalActions(s) {
    const out: TttAction[] = [];
    for (let cell = 0; cell < 9; cell++) if (s.cells[cell] === null) out.push({ type: 'mark', cell });
    return out;
  },
  validate: (s, _seat, a) => (s.cells[a.cell] === null ? undefined : reject('CELL_TAKEN', `cell ${a.cell} is taken`)),
  applyMode: 'work',
  perform(s, seat, a, { emit }) {
    mutable(s, 'cells')[a.cell] = seat;
    s.current = 1 - seat;
    emit({ type: 'marked', seat, cell: a.cell });
  },
  isOver: (s) => lineOwner(s.cells) !== null || s.cells.every((c) => c !== null),
  result(s) {
    const w = lineOwner(s.cells);
    return { scores: [w === 0 ? 1 : 0, w === 1 ? 1 : 0], winners: w === null ? [0, 1] : [w] };
  },
  // What a player sees: the board and whose turn it is (never the RNG, which a view must not hold).
  view: (s) => ({ cells: s.cells, current: s.current }),
  validateState(s) {
    const c = stateChecker();
    if (c.array(s.cells, '$.cells', 9)) s.cells.forEach((v, i) => v === null || c.seat(v, `$.cells[${i}]`, 2));
    c.seat(s.current, '$.current', 2);
    return c.problems;
  },
});

/** The same game written natively for boardgame.io 0.50 (its definition, before boardgame.io processes it). */
export const nativeTictactoe = {
  name: 'tictactoe',
  setup: () => ({ cells: Array<string | null>(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }: { G: { cells: (string | null)[] }; playerID: string }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
      return undefined;
    },
  },
  endIf: ({ G }: { G: { cells: (string | null)[] } }) => {
    const cells = G.cells.map((c) => (c === null ? null : Number(c)));
    const w = lineOwner(cells);
    if (w !== null) return { winner: String(w) };
    if (cells.every((c) => c !== null)) return { draw: true };
    return undefined;
  },
};
const bgioGame = ProcessGameConfig(nativeTictactoe as never);
const reducer = CreateGameReducer({ game: bgioGame, isClient: false });

/** A new boardgame.io state (what its server does when a match is created). */
export function bgioSetup(): unknown {
  return InitializeGame({ game: bgioGame, numPlayers: 2 });
}

/** Plays one random game on boardgame.io's reducer; returns the moves played. */
export function bgioGameOnce(pick: () => number): number {
  let state = bgioSetup() as { G: { cells: (string | null)[] }; ctx: { currentPlayer: string; gameover?: unknown } };
  let moves = 0;
  while (state.ctx.gameover === undefined) {
    const empty = state.G.cells.flatMap((c, i) => (c === null ? [i] : []));
    const cell = empty[Math.floor(pick() * empty.length)]!;
    state = reducer(state as never, { type: 'MAKE_MOVE', payload: { type: 'clickCell', args: [cell], playerID: state.ctx.currentPlayer } } as never) as never;
    moves++;
  }
  return moves;
}
