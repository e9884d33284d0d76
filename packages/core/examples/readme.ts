import { actionParser, defineGame, reject, type BaseState, type InferActions } from '@tabula/core';

// Pig: roll to build a turn total (a 1 loses it), hold to bank it; first to 20 wins.
export interface PigState extends BaseState { scores: number[]; turn: number; current: number; over: boolean }
const actions = { roll: {}, hold: {} };
type PigAction = InferActions<typeof actions>;

export const pig = defineGame<PigState, PigAction, undefined, Omit<PigState, 'rng'>, { face: number }>({
  name: 'pig', schema: 1, minPlayers: 2, maxPlayers: 4,
  setup: (config) => ({ scores: Array(config.players).fill(0), turn: 0, current: 0, over: false }),
  parseAction: actionParser(actions),
  activeSeats: (s) => [s.current],
  legalActions: (s) => (s.turn > 0 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }]),
  validate: (s, _seat, a) => (a.type === 'hold' && s.turn === 0 ? reject('NOTHING_TO_HOLD', 'roll first') : undefined),
  perform(s, seat, a, { rng, emit }) {
    if (a.type === 'roll') {
      const face = rng.die();
      emit({ face });
      s.turn = face === 1 ? 0 : s.turn + face;
      if (face === 1) s.current = (seat + 1) % s.players;
      return;
    }
    s.scores[seat]! += s.turn;
    s.turn = 0;
    if (s.scores[seat]! >= 20) s.over = true;
    else s.current = (seat + 1) % s.players;
  },
  isOver: (s) => s.over,
  result: (s) => ({ scores: s.scores, winners: s.scores.flatMap((v, i) => (v >= 20 ? [i] : [])) }),
  view: ({ rng: _secret, ...open }) => open,            // never show the RNG
});

let state = pig.setup({ players: 2, seed: 'readme' });
const move = pig.legalActions(state, 0)[0]!;            // a legal move: { type: 'roll' }
const out = pig.apply(state, 0, move);                  // { ok: true, state, events: [{ face }] }
if (out.ok) state = out.state;
const refused = pig.apply(state, 1, { type: 'roll' });  // { ok: false, error: { code: 'NOT_ACTIVE', … } }
const seen = pig.view(state, 0);                        // what seat 0 may see

export { out, refused, seen };
