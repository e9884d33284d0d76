/**
 * Secret Pig: a tiny dice game used to exercise core and its kit (and shown by `npm start` in
 * the examples). Roll a die to build a turn total, or hold to bank it; a 1 loses the turn total.
 * Each player also holds a secret bonus card, revealed and added at the end.
 */
import { actionParser, createRng as createRngFor, defineGame, knownKeys, mutable, reject, SetupError, stateChecker, type BaseState, type GameSpec, type InferActions, type Seat } from '../src/index';

export const BONUS_CARDS = [0, 1, 2, 3, 4, 5] as const;

export interface PigState extends BaseState {
  target: number;
  scores: number[];
  turnTotal: number;
  current: Seat;
  /** Each seat's secret bonus card. */
  bonus: number[];
  /** Undealt bonus cards, in deck order (secret). */
  deck: number[];
  over: boolean;
}

export const pigActions = { roll: {}, hold: {} };
export type PigAction = InferActions<typeof pigActions>;
export type PigEvent = { type: 'rolled'; seat: Seat; face: number } | { type: 'held'; seat: Seat; points: number } | { type: 'ended' };
export interface PigView {
  target: number;
  scores: number[];
  turnTotal: number;
  current: Seat;
  /** Bonus cards this viewer may see: its own, or all once the game is over. */
  bonus: (number | null)[];
  deckSize: number;
  over: boolean;
}
export interface PigOptions {
  target?: number;
}

export const pigSpec: GameSpec<PigState, PigAction, PigOptions, PigView, PigEvent> = {
  name: 'secret-pig',
  schema: 1,
  minPlayers: 2,
  maxPlayers: 4,
  setup(config, { rng }) {
    if (config.options !== undefined) knownKeys(config.options, 'options', ['target']);
    const target = config.options?.target ?? 20;
    if (!Number.isInteger(target) || target < 1) throw new SetupError('options.target', 'must be a whole number ≥ 1');
    const deck = rng.shuffle(BONUS_CARDS);
    const bonus = deck.splice(0, config.players);
    return { target, scores: bonus.map(() => 0), turnTotal: 0, current: 0, bonus, deck, over: false };
  },
  parseAction: actionParser(pigActions),
  activeSeats: (s) => [s.current],
  legalActions: (s) => (s.turnTotal > 0 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }]),
  validate(s, _seat, a) {
    if (a.type === 'hold' && s.turnTotal === 0) return reject('NOTHING_TO_HOLD', 'roll at least once before holding');
    return undefined;
  },
  perform(s, seat, a, { rng, emit }) {
    if (a.type === 'roll') {
      const face = rng.die();
      emit({ type: 'rolled', seat, face });
      if (face === 1) {
        s.turnTotal = 0;
        s.current = (seat + 1) % s.players;
      } else s.turnTotal += face;
      return;
    }
    s.scores[seat]! += s.turnTotal;
    emit({ type: 'held', seat, points: s.turnTotal });
    s.turnTotal = 0;
    if (s.scores[seat]! >= s.target) {
      s.over = true;
      emit({ type: 'ended' });
    } else s.current = (seat + 1) % s.players;
  },
  validateState(s) {
    const c = stateChecker();
    if (!c.object(s, '$', ['game', 'schema', 'players', 'rng', 'target', 'scores', 'turnTotal', 'current', 'bonus', 'deck', 'over'])) return c.problems;
    c.int(s.target, '$.target', 1);
    if (c.array(s.scores, '$.scores', s.players)) s.scores.forEach((v, i) => c.int(v, `$.scores[${i}]`, 0));
    c.int(s.turnTotal, '$.turnTotal', 0);
    c.seat(s.current, '$.current', s.players);
    c.bool(s.over, '$.over');
    if (c.array(s.bonus, '$.bonus', s.players) && c.array(s.deck, '$.deck')) {
      [...s.bonus, ...s.deck].forEach((v, i) => c.oneOf(v, i < s.players ? `$.bonus[${i}]` : `$.deck[${i - s.players}]`, BONUS_CARDS));
      c.law(c.distinct([...s.bonus, ...s.deck], '$.bonus') && s.bonus.length + s.deck.length === BONUS_CARDS.length, '$.deck', 'the bonus cards and the deck hold each card once');
    }
    return c.problems;
  },
  isOver: (s) => s.over,
  result(s) {
    const scores = s.scores.map((v, i) => v + s.bonus[i]!);
    const best = Math.max(...scores);
    return { scores, winners: scores.flatMap((v, i) => (v === best ? [i] : [])) };
  },
  view(s, viewer) {
    return {
      target: s.target,
      scores: s.scores.slice(),
      turnTotal: s.turnTotal,
      current: s.current,
      bonus: s.bonus.map((b, i) => (s.over || i === viewer ? b : null)),
      deckSize: s.deck.length,
      over: s.over,
    };
  },
  determinize(v, seat, seed) {
    const rng = createRngFor(seed);
    const unseen = BONUS_CARDS.filter((c) => !v.bonus.includes(c));
    const dealt = rng.shuffle(unseen);
    const bonus = v.bonus.map((b) => b ?? dealt.shift()!);
    void seat;
    return {
      game: 'secret-pig', schema: 1, players: v.scores.length, rng: rng.state(),
      target: v.target, scores: v.scores.slice(), turnTotal: v.turnTotal, current: v.current,
      bonus, deck: dealt, over: v.over,
    };
  },
};

/** Secret Pig as a {@link Game}. */
export const pig = defineGame(pigSpec);

/** Everything `seat` cannot see, redealt: the other seats' bonus cards and the deck. */
export function pigResample(s: PigState, seat: Seat, seed: string): PigState {
  const rng = createRngFor(seed);
  const hidden = s.over ? s.deck.slice() : [...s.bonus.filter((_, i) => i !== seat), ...s.deck];
  const dealt = rng.shuffle(hidden);
  const bonus = s.over ? s.bonus.slice() : s.bonus.map((b, i) => (i === seat ? b : dealt.shift()!));
  return { ...s, bonus, deck: dealt };
}

/** Secret Pig's rules written for the work copy: every part changed is taken through `mutable` first. */
export const workSpec: GameSpec<PigState, PigAction, PigOptions, PigView, PigEvent> = {
  ...pigSpec,
  applyMode: 'work',
  perform(s, seat, a, { rng, emit }) {
    if (a.type === 'roll') {
      const face = rng.die();
      emit({ type: 'rolled', seat, face });
      if (face === 1) {
        s.turnTotal = 0;
        s.current = (seat + 1) % s.players;
      } else s.turnTotal += face;
      return;
    }
    mutable(s, 'scores')[seat]! += s.turnTotal;
    emit({ type: 'held', seat, points: s.turnTotal });
    s.turnTotal = 0;
    if (s.scores[seat]! >= s.target) {
      s.over = true;
      emit({ type: 'ended' });
    } else s.current = (seat + 1) % s.players;
  },
};
export const workPig = defineGame(workSpec);
