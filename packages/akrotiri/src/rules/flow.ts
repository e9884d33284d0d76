/**
 * The order of play: setup steps (K3), turns (K4), the end (K6.1). Steps that need no decision run
 * here on their own; a decision stays first in `steps` until its seat answers it.
 */
import { mutable, nextSeat, type RuleContext, type Seat } from '@tabula/core';
import { BASE_ACTIONS, GOAL_DRAW, SETUP_MAPS, STRATEGIC_REVEAL, TEMPLES_PER_PLAYER, TEMPLE_REWARDS } from '../data/rules';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState } from '../state';
import { nobodyCanEverExcavate } from './deadlock';
import { finishGame } from './end';
import { seatToChange } from './change';

type Ctx = RuleContext<AkrotiriEvent>;

/** K1.4: the actions a seat has with `templesLeft` temples still on its player board. */
export function actionsFor(templesLeft: number): number {
  let actions = BASE_ACTIONS;
  for (const reward of TEMPLE_REWARDS.slice(0, TEMPLES_PER_PLAYER - templesLeft)) if (reward.kind === 'actions') actions = reward.actions;
  return actions;
}

/** K4.4: land tiles left to draw: the deck and the discards. */
export function tileSupply(s: AkrotiriState): number {
  return s.tileDeck.length + s.tileDiscards.length;
}

/**
 * K4.4: a turn ends with the tile stack used up: the discards are shuffled into a new stack at once
 * (the rulebook: "如果一個回合結束時陸地板塊用完，重洗丟棄的板塊，形成新的陸地板塊堆"), so between
 * turns the stack is empty only when no tile is left at all. Nothing happens while the stack holds a
 * tile or nothing was discarded. (The RNG is reached only for a shuffle: reaching it restores it
 * from the state, which an action that shuffles nothing need not do.)
 */
function reshuffleAtTurnEnd(s: AkrotiriState, ctx: Ctx): void {
  const discards = s.tileDiscards;
  if (s.tileDeck.length > 0 || discards.length === 0) return;
  const deck = ctx.rng.shuffle(discards);
  s.tileDeck = deck;
  s.tileDiscards = [];
  ctx.emit({ type: 'tilesReshuffled', tiles: deck.length });
}

/**
 * K3.2, K3.5, K4.4: a seat draws a land tile from the stack; whether it got one. The stack is never
 * empty beside discards when a tile is drawn: the turn that used it up reshuffled them as it ended
 * (see `validateState`), and setup draws from the full stack.
 */
export function drawTile(s: AkrotiriState, seat: Seat, ctx: Ctx): boolean {
  if (s.tileDeck.length === 0) return false;
  const tile = mutable(s, 'tileDeck').shift()!;
  const p = seatToChange(s, seat);
  p.tile = tile;
  p.tileFaceUp = false;
  ctx.emit({ type: 'tileDrawn', seat, tile, audience: [seat] });
  return true;
}

/** K3.4, K1.4: a seat draws goal cards and must keep one ((ours) nothing when the deck is empty). */
function drawGoals(s: AkrotiriState, seat: Seat, { emit }: Ctx): void {
  if (s.goalDeck.length === 0) return;
  const drawn = mutable(s, 'goalDeck').splice(0, GOAL_DRAW);
  emit({ type: 'goalsDrawn', seat, count: drawn.length, goals: drawn, audience: [seat] });
  mutable(s, 'steps').unshift({ kind: 'keepGoal', seat, drawn });
}

/** K3.3: each seat, from the start player, takes 1 easy and 1 normal map card. */
function dealMaps(s: AkrotiriState, { emit }: Ctx): void {
  for (const seat of [s.startPlayer, nextSeat(s.startPlayer, s.players)]) {
    for (const tier of SETUP_MAPS) {
      if (s.mapDecks[tier].length === 0) continue;
      const map = mutable(mutable(s, 'mapDecks'), tier).shift()!;
      mutable(seatToChange(s, seat), 'maps').push(map);
      emit({ type: 'mapDrawn', seat, tier, map, audience: [seat] });
    }
  }
}

/** K4: a turn begins: its action count is fixed now (K1.4), then the tile is placed (K4.1). */
function startTurn(s: AkrotiriState, seat: Seat, { emit }: Ctx): void {
  s.phase = 'play';
  const allowed = actionsFor(s.seats[seat]!.templesLeft);
  const turn = { seat, number: (s.turn?.number ?? 0) + 1, allowed, used: 0, oracle: false, sequence: null };
  s.turn = turn;
  emit({ type: 'turnStarted', seat, number: turn.number, actions: allowed });
  mutable(s, 'steps').unshift({ kind: 'placeTile', seat }, { kind: 'actions', seat });
}

/**
 * Runs the steps that need no decision, and skips decisions that have no possible answer (no tile
 * to place, no cube left, no revealed goal), until a seat owes a decision or the game is over.
 */
export function advance(s: AkrotiriState, ctx: Ctx): void {
  for (;;) {
    const step = s.steps[0];
    if (!step || s.phase === 'over') return;
    switch (step.kind) {
      case 'placeTile':
        if (s.seats[step.seat]!.tile !== null) return;
        mutable(s, 'steps').shift(); // (ours) no tile left to hold: nothing to place (see endTurn).
        continue;
      case 'takeGoal':
        if (s.revealedGoals.length > 0) return;
        mutable(s, 'steps').shift();
        continue;
      case 'placeCube':
      case 'keepGoal':
      case 'placeBoat':
      case 'actions':
        return;
      case 'drawTile':
        mutable(s, 'steps').shift();
        drawTile(s, step.seat, ctx);
        continue;
      case 'dealMaps':
        mutable(s, 'steps').shift();
        dealMaps(s, ctx);
        continue;
      case 'drawGoals':
        mutable(s, 'steps').shift();
        drawGoals(s, step.seat, ctx);
        continue;
      case 'revealGoals': {
        mutable(s, 'steps').shift();
        const revealed = mutable(s, 'goalDeck').splice(0, STRATEGIC_REVEAL);
        s.revealedGoals = revealed;
        ctx.emit({ type: 'goalsRevealed', goals: revealed });
        continue;
      }
      case 'startTurn':
        mutable(s, 'steps').shift();
        startTurn(s, step.seat, ctx);
        continue;
      default:
        // validateState refuses any other step; without this, the loop would never end on one.
        throw new RangeError(`unknown step ${JSON.stringify((step as { kind?: unknown }).kind)}`);
    }
  }
}

/**
 * K4.4, K6.1: the turn ends: draw a tile unless the Oracle was consulted (none when no tile is
 * left: the next turn places none); with the stack used up (by this draw or by the Oracle), the
 * discards are shuffled into a new stack (`tilesReshuffled`); then, once the end is triggered, the
 * game ends when the round is complete (the next seat would be the start player).
 */
export function endTurn(s: AkrotiriState, seat: Seat, ctx: Ctx): void {
  mutable(s, 'steps').shift();
  const turn = mutable(s, 'turn')!;
  turn.sequence = null;
  if (!turn.oracle) drawTile(s, seat, ctx);
  reshuffleAtTurnEnd(s, ctx);
  ctx.emit({ type: 'turnEnded', seat });
  // (ours, only with the option) the tiles ran out: the rulebook ends the game only after a 6th
  // temple (K6.1); this guard ends it as a 6th temple would (README, Rulings).
  if (s.stopWhenTilesRunOut && s.ending === null && s.seats[seat]!.tile === null && tileSupply(s) === 0) {
    s.ending = 'noTiles';
    ctx.emit({ type: 'endTriggered', seat, why: 'noTiles' });
  }
  // [D] (ours) no tile is left to place and no seat can ever excavate again: a 6th temple, the
  // rulebook's only end, can never come; the game ends as it would (README, Rulings).
  if (s.ending === null && nobodyCanEverExcavate(s)) {
    s.ending = 'noExcavation';
    ctx.emit({ type: 'endTriggered', seat, why: 'noExcavation' });
  }
  const next = nextSeat(seat, s.players);
  if (s.ending !== null && next === s.startPlayer) return finishGame(s, ctx);
  mutable(s, 'steps').unshift({ kind: 'startTurn', seat: next });
  advance(s, ctx);
}
