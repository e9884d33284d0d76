/** C1: setup, and the one-time mulligan (C1.3). */
import type { Seat, SetupConfig, SetupContext } from '@tabula/core';
import { AREAS, RESOURCES, RULES, WHITE_SPACES, type AreaId, type WhiteSpaceId } from '../data/components';
import { PROVISIONAL_SET } from '../data/provisional';
import { resolveOptions, type ClockworkOptions } from '../options';
import type { ClockworkState, PlayerState, SlotDie } from '../state';
import { discardFromHand, drawCards, loopSpaces, type Ctx } from './holdings';
import { startTurn } from './turn';

/** The state `setup` builds (core adds `game`, `schema`, `players` and `rng`). */
type Body = Omit<ClockworkState, 'game' | 'schema' | 'players' | 'rng'> & { game: 'clockwork-empire' };

/** C1.1–C1.7: seat 0 is the start player; the game opens with the mulligan of seat 0. */
export function setup(config: SetupConfig<ClockworkOptions>, { rng }: SetupContext): Body {
  const players = config.players;
  const userSet = resolveOptions(config.options, players);
  const set = userSet ?? PROVISIONAL_SET;
  const loop = loopSpaces(set, players);
  const deck = rng.shuffle(set.cards.map((c) => c.id));
  const seats: PlayerState[] = Array.from({ length: players }, (_, seat) => ({
    vp: RULES.startVp[seat]!, // C1.6
    arrivalVp: 0,
    pawn: RULES.startSpace, // C1.7
    hand: deck.splice(0, RULES.startHand), // C1.3
    built: [],
    resources: RESOURCES.map(() => 0),
    gods: [],
    diceInHand: RULES.dicePerPlayer - RULES.startDiceSpaces.length, // C1.5
    diceRemoved: 0,
  }));
  const whiteDice = Object.fromEntries(WHITE_SPACES.map((w) => [w, RULES.startDiceSpaces.includes(w) ? seats.map((_, i) => i) : []])) as Record<WhiteSpaceId, Seat[]>;
  return {
    game: 'clockwork-empire',
    set: userSet,
    loop,
    phase: 'mulligan',
    round: 1,
    endTriggered: false,
    current: 0,
    seats,
    supply: RESOURCES.map(() => players * RULES.supplyPerPlayer), // C1.2
    deck,
    discard: [],
    slots: Object.fromEntries(AREAS.map((a) => [a, Array.from({ length: RULES.slotsPerArea }, () => null)])) as Record<AreaId, (SlotDie | null)[]>,
    gods: Object.fromEntries(AREAS.map((a) => [a, set.gods.filter((g) => g.area === a).map((g) => g.id)])) as Record<AreaId, string[]>, // C1.4
    whiteDice,
    buybacks: Object.fromEntries(WHITE_SPACES.map((w) => [w, 0])) as Record<WhiteSpaceId, number>,
    turn: null,
    final: null,
  };
}

/** C1.3: discard a card during the mulligan (face up, at once). */
export function mulliganDiscard(s: ClockworkState, seat: Seat, card: string, { emit }: Ctx): void {
  discardFromHand(s, seat, card);
  emit({ type: 'discarded', seat, card, reason: 'mulligan' });
}

/** C1.3 [D]: the mulligan ends by drawing back up to the starting hand; then the next seat, then play. */
export function mulliganDone(s: ClockworkState, seat: Seat, ctx: Ctx): void {
  drawCards(s, seat, RULES.startHand - s.seats[seat]!.hand.length, ctx);
  ctx.emit({ type: 'mulliganDone', seat });
  if (seat + 1 < s.players) {
    s.current = seat + 1;
    return;
  }
  s.phase = 'play';
  s.current = 0;
  startTurn(s, ctx);
}
