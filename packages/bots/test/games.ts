/**
 * Three toy games for the bots' tests, each small enough that the right play is known:
 * - `guess`: seat 1 guesses seat 0's secret coin (hidden information: a fair bot cannot beat 50%,
 *   a cheat always can);
 * - `gamble`: seat 0 picks a safe roll (wins on 3–6) or a risky one (wins on a 6): chance;
 * - `sealed`: every seat bids a secret card at once for a prize rolled on a die: several active
 *   seats, hidden hands and bids, and chance.
 */
import { actionParser, createRng, defineGame, field, reject, type BaseState, type InferActions, type Seat } from '@tabula/core';

// ---------------------------------------------------------------------------------------------
/** Guess: seat 0 holds a secret coin (0 or 1); seat 1 guesses it and wins if right. */
export interface GuessState extends BaseState {
  coin: number;
  guess: number | null;
}
/** What a seat sees of {@link GuessState}: the coin only for seat 0 (and everyone at the end). */
export interface GuessView {
  players: number;
  coin: number | null;
  guess: number | null;
}
const guessActions = { guess: { value: field.int(0, 1) } };
/** Guess's one action. */
export type GuessAction = InferActions<typeof guessActions>;

export const guess = defineGame<GuessState, GuessAction, undefined, GuessView, { type: 'guessed'; right: boolean }>({
  name: 'guess',
  schema: 1,
  minPlayers: 2,
  maxPlayers: 2,
  setup: (_config, { rng }) => ({ coin: rng.int(2), guess: null }),
  parseAction: actionParser(guessActions),
  activeSeats: () => [1],
  legalActions: () => [{ type: 'guess', value: 0 }, { type: 'guess', value: 1 }],
  validate: () => undefined,
  perform(s, _seat, a, { emit }) {
    s.guess = a.value;
    emit({ type: 'guessed', right: a.value === s.coin });
  },
  isOver: (s) => s.guess !== null,
  result: (s) => ({ scores: s.guess === s.coin ? [0, 1] : [1, 0], winners: [s.guess === s.coin ? 1 : 0] }),
  view: (s, viewer) => ({ players: s.players, coin: viewer === 0 || s.guess !== null ? s.coin : null, guess: s.guess }),
  determinize(v, _seat, seed) {
    const rng = createRng(seed);
    const coin = v.coin ?? rng.int(2);
    return { game: 'guess', schema: 1, players: v.players, coin, guess: v.guess, rng: rng.state() };
  },
});

// ---------------------------------------------------------------------------------------------
/** Gamble: seat 0 rolls a die, safely (wins on 3–6) or riskily (wins on a 6); else seat 1 wins. */
export interface GambleState extends BaseState {
  roll: number | null;
  won: boolean | null;
}
const gambleActions = { safe: {}, risky: {} };
/** Gamble's actions. */
export type GambleAction = InferActions<typeof gambleActions>;
/** Gamble's view: the state without its RNG. */
export type GambleView = Omit<GambleState, 'rng'>;

export const gamble = defineGame<GambleState, GambleAction, undefined, GambleView, { type: 'rolled'; face: number }>({
  name: 'gamble',
  schema: 1,
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ roll: null, won: null }),
  parseAction: actionParser(gambleActions),
  activeSeats: () => [0],
  legalActions: () => [{ type: 'risky' }, { type: 'safe' }],
  validate: () => undefined,
  perform(s, _seat, a, { rng, emit }) {
    const face = rng.die();
    emit({ type: 'rolled', face });
    s.roll = face;
    s.won = a.type === 'safe' ? face >= 3 : face === 6;
  },
  isOver: (s) => s.won !== null,
  result: (s) => ({ scores: s.won ? [1, 0] : [0, 1], winners: [s.won ? 0 : 1] }),
  view: ({ rng: _rng, ...open }) => ({ ...open }),
  determinize: (v, _seat, seed) => ({ ...v, rng: createRng(seed).state() }),
});

// ---------------------------------------------------------------------------------------------
/** The cards of Sealed. */
export const SEALED_DECK = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * Sealed: each seat holds 3 secret cards; in each of 2 rounds every seat bids one card at once
 * (all seats without a bid are active), face down; when all have bid, the highest bid alone wins
 * the round's prize (a die rolled at the round's start). Most points wins.
 */
export interface SealedState extends BaseState {
  hands: number[][];
  bids: (number | null)[];
  deck: number[];
  played: number[];
  scores: number[];
  round: number;
  prize: number;
  over: boolean;
}
/** A bid as seen: the viewer's own, `'hidden'` for another seat's, `null` for none yet. */
export type SeenBid = number | 'hidden' | null;
/** What a seat sees of {@link SealedState}. */
export interface SealedView {
  players: number;
  hands: (number[] | null)[];
  handSizes: number[];
  bids: SeenBid[];
  deckSize: number;
  played: number[];
  scores: number[];
  round: number;
  prize: number;
  over: boolean;
}
const sealedActions = { bid: { card: field.int(1, 12) } };
/** Sealed's one action. */
export type SealedAction = InferActions<typeof sealedActions>;
/** The rounds of a game of Sealed. */
export const SEALED_ROUNDS = 2;

export const sealed = defineGame<SealedState, SealedAction, undefined, SealedView, { type: 'bid'; seat: Seat } | { type: 'round'; bids: number[]; winner: Seat | null }>({
  name: 'sealed',
  schema: 1,
  minPlayers: 2,
  maxPlayers: 4,
  setup(config, { rng }) {
    const deck = rng.shuffle(SEALED_DECK);
    const hands = Array.from({ length: config.players }, () => deck.splice(0, 3).sort((a, b) => a - b));
    return { hands, bids: hands.map(() => null), deck, played: [], scores: hands.map(() => 0), round: 1, prize: rng.die(), over: false };
  },
  parseAction: actionParser(sealedActions),
  activeSeats: (s) => s.bids.flatMap((b, seat) => (b === null ? [seat] : [])),
  legalActions: (s, seat) => s.hands[seat]!.map((card) => ({ type: 'bid' as const, card })),
  validate: (s, seat, a) => (s.hands[seat]!.includes(a.card) ? undefined : reject('NOT_IN_HAND', `card ${a.card} is not in seat ${seat}'s hand`)),
  perform(s, seat, a, { rng, emit }) {
    s.hands[seat] = s.hands[seat]!.filter((c) => c !== a.card);
    s.bids[seat] = a.card;
    emit({ type: 'bid', seat });
    if (s.bids.some((b) => b === null)) return;
    const bids = s.bids as number[];
    const top = Math.max(...bids);
    const winner = bids.indexOf(top);
    s.scores[winner]! += s.prize;
    emit({ type: 'round', bids: bids.slice(), winner });
    s.played.push(...bids);
    s.bids = bids.map(() => null);
    if (s.round === SEALED_ROUNDS) s.over = true;
    else {
      s.round++;
      s.prize = rng.die();
    }
  },
  isOver: (s) => s.over,
  result(s) {
    const best = Math.max(...s.scores);
    return { scores: s.scores.slice(), winners: s.scores.flatMap((v, i) => (v === best ? [i] : [])) };
  },
  view: (s, viewer) => ({
    players: s.players,
    hands: s.hands.map((h, i) => (i === viewer ? h.slice() : null)),
    handSizes: s.hands.map((h) => h.length),
    bids: s.bids.map((b, i) => (b === null ? null : i === viewer ? b : 'hidden')),
    deckSize: s.deck.length,
    played: s.played.slice(),
    scores: s.scores.slice(),
    round: s.round,
    prize: s.prize,
    over: s.over,
  }),
  determinize(v, seat, seed) {
    const rng = createRng(seed);
    const seen = new Set<number>([...v.played, ...(v.hands[seat] ?? []), ...v.bids.filter((b): b is number => typeof b === 'number')]);
    const pool = rng.shuffle(SEALED_DECK.filter((c) => !seen.has(c)));
    const hands = v.hands.map((h, i) => (h ? h.slice() : pool.splice(0, v.handSizes[i]!).sort((a, b) => a - b)));
    const bids = v.bids.map((b) => (b === 'hidden' ? pool.shift()! : b));
    return { game: 'sealed', schema: 1, players: v.players, hands, bids, deck: pool, played: v.played.slice(), scores: v.scores.slice(), round: v.round, prize: v.prize, over: v.over, rng: rng.state() };
  },
});
