/**
 * Hidden Cards: a tiny card game with every kind of secret a Tabula game can have, used to test the
 * event contract, `actionFor`, the match store and the kit's check of what seats receive.
 *
 * A deck of cards 1–12 is shuffled. On a turn a seat either draws the top card into its hand (a
 * private event: others learn only that it drew), discards a card face down (its action names the
 * card: a secret of the actor), or plays a card face up, scoring its value (a reveal). The game
 * ends when a seat has played three cards; the highest total wins.
 */
import {
  actionParser,
  createRng,
  defineGame,
  field,
  knownKeys,
  reject,
  stateChecker,
  type BaseState,
  type GameSpec,
  type InferActions,
  type Seat,
} from '../src/index';

export const CARDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export interface CardsState extends BaseState {
  deck: number[];
  hands: number[][];
  played: number[][];
  discarded: number[];
  current: Seat;
  over: boolean;
}

export const cardsActions = { draw: {}, discard: { card: field.int(1, 12) }, play: { card: field.int(1, 12) } };
export type CardsAction = InferActions<typeof cardsActions>;

export type CardsEvent =
  | { type: 'drew'; seat: Seat; card: number; audience: Seat[] }
  | { type: 'drew'; seat: Seat; audience: Seat[]; redacted: true }
  | { type: 'discarded'; seat: Seat }
  | { type: 'played'; seat: Seat; card: number }
  | { type: 'ended'; scores: number[] };

export interface CardsView {
  viewer: Seat | null;
  hand: number[] | null;
  handSizes: number[];
  deckSize: number;
  discards: number;
  played: number[][];
  current: Seat;
  over: boolean;
}

const total = (cards: readonly number[]) => cards.reduce((a, b) => a + b, 0);

export const cardsSpec: GameSpec<CardsState, CardsAction, Record<string, never>, CardsView, CardsEvent, 'NOT_IN_HAND' | 'DECK_EMPTY' | 'MALFORMED_ACTION' | 'NOT_ACTIVE' | 'GAME_OVER' | 'ILLEGAL_ACTION' | 'BAD_STATE' | 'INTERNAL_ERROR'> = {
  name: 'hidden-cards',
  schema: 1,
  minPlayers: 2,
  maxPlayers: 3,
  setup(config, { rng }) {
    if (config.options !== undefined) knownKeys(config.options, 'options', []);
    const deck = rng.shuffle(CARDS);
    const hands = Array.from({ length: config.players }, () => deck.splice(0, 2));
    return { deck, hands, played: hands.map(() => []), discarded: [], current: 0, over: false };
  },
  parseAction: actionParser(cardsActions),
  activeSeats: (s) => [s.current],
  legalActions(s, seat) {
    const out: CardsAction[] = [];
    if (s.deck.length > 0) out.push({ type: 'draw' });
    for (const card of [...s.hands[seat]!].sort((a, b) => a - b)) out.push({ type: 'discard', card }, { type: 'play', card });
    return out;
  },
  validate(s, seat, a) {
    if (a.type === 'draw') return s.deck.length > 0 ? undefined : reject('DECK_EMPTY', 'the deck is empty: discard or play a card');
    return s.hands[seat]!.includes(a.card) ? undefined : reject('NOT_IN_HAND', `card ${a.card} is not in your hand`);
  },
  perform(s, seat, a, { emit }) {
    if (a.type === 'draw') {
      const card = s.deck.shift()!;
      s.hands[seat]!.push(card);
      emit({ type: 'drew', seat, card, audience: [seat] });
    } else {
      s.hands[seat]!.splice(s.hands[seat]!.indexOf(a.card), 1);
      if (a.type === 'discard') {
        s.discarded.push(a.card);
        emit({ type: 'discarded', seat });
      } else {
        s.played[seat]!.push(a.card);
        emit({ type: 'played', seat, card: a.card });
      }
    }
    const stuck = s.deck.length === 0 && s.hands.every((h) => h.length === 0);
    if (s.played[seat]!.length >= 3 || stuck) {
      s.over = true;
      emit({ type: 'ended', scores: s.played.map(total) });
    } else s.current = (seat + 1) % s.players;
  },
  validateState(s) {
    const c = stateChecker();
    if (!c.object(s, '$', ['game', 'schema', 'players', 'rng', 'deck', 'hands', 'played', 'discarded', 'current', 'over'])) return c.problems;
    const all: unknown[] = [];
    if (c.array(s.deck, '$.deck')) all.push(...s.deck);
    if (c.array(s.discarded, '$.discarded')) all.push(...s.discarded);
    for (const key of ['hands', 'played'] as const) {
      if (c.array(s[key], `$.${key}`, s.players)) s[key].forEach((h, i) => c.array(h, `$.${key}[${i}]`) && all.push(...h));
    }
    all.forEach((v) => c.oneOf(v, '$', CARDS));
    c.law(c.distinct(all, '$') && all.length === CARDS.length, '$', 'every card is in exactly one place');
    c.seat(s.current, '$.current', s.players);
    c.bool(s.over, '$.over');
    return c.problems;
  },
  isOver: (s) => s.over,
  result(s) {
    const scores = s.played.map(total);
    const best = Math.max(...scores);
    return { scores, winners: scores.flatMap((v, i) => (v === best ? [i] : [])) };
  },
  view: (s, viewer) => ({
    viewer,
    hand: viewer === null ? null : s.hands[viewer]!.slice(),
    handSizes: s.hands.map((h) => h.length),
    deckSize: s.deck.length,
    discards: s.discarded.length,
    played: s.played.map((p) => p.slice()),
    current: s.current,
    over: s.over,
  }),
  redactEvent: (e) => (e.type === 'drew' ? { type: 'drew', seat: e.seat, audience: [...e.audience], redacted: true } : e),
  redactAction: (a) => (a.type === 'discard' ? { type: 'discard', redacted: true } : a),
  revealing: ['played'],
  determinize(v, seat, seed) {
    const rng = createRng(seed);
    const seen = new Set([...(v.hand ?? []), ...v.played.flat()]);
    const unseen = rng.shuffle(CARDS.filter((c) => !seen.has(c)));
    const hands = v.handSizes.map((n, i) => (i === seat ? v.hand!.slice() : unseen.splice(0, n)));
    const deck = unseen.splice(0, v.deckSize);
    return { game: 'hidden-cards', schema: 1, players: v.handSizes.length, rng: rng.state(), deck, hands, played: v.played.map((p) => p.slice()), discarded: unseen, current: v.current, over: v.over };
  },
};

/** Hidden Cards as a Game. */
export const cards = defineGame(cardsSpec);

/** Everything `seat` cannot see, redealt: the deck, the other hands and the discards. */
export function cardsResample(s: CardsState, seat: Seat, seed: string): CardsState {
  const rng = createRng(seed);
  const pool = rng.shuffle([...s.deck, ...s.discarded, ...s.hands.flatMap((h, i) => (i === seat ? [] : h))]);
  const hands = s.hands.map((h, i) => (i === seat ? h.slice() : pool.splice(0, h.length)));
  const deck = pool.splice(0, s.deck.length);
  return { ...s, deck, hands, discarded: pool };
}
