/**
 * The one interpreter of the effect vocabulary (`data/vocabulary.ts`): area effects (C3.3, C4)
 * and clockworker abilities (C2.5) become steps of the turn; automatic steps resolve here, and
 * steps with a choice wait for the player's action (handled here and in `clockworkers.ts`).
 */
import { mutable, type Seat } from '@tabula/core';
import { AREA_RULES, EXCHANGE_GIVES, EXCHANGE_VP, WHITE_SPACE_BASIC } from '../data/areas';
import { RULES, SPACES, WHITE, type AreaId, type Resource, type SpaceId, type WhiteSpaceId } from '../data/components';
import type { Effect } from '../data/vocabulary';
import type { ClockworkState, Step } from '../state';
import { areaColour, cardOf, clockworkerToChange, drawCards, gainResource, gainVp, godOf, head, headToChange, isArea, loopOf, moveResource, passive, payResources, seatToChange, stepsToChange, takeVp, unknownCase, type Ctx } from './holdings';

/** Where effects are resolved: at `area` itself (its privileges' modifiers apply), or borrowed. */
export interface EffectSite {
  area: AreaId | null;
  /** Temple P1 and abilities use basic effects without the area's privileges (C4 Temple). */
  borrowed: boolean;
  /** Whether `repeat` may act (false inside a repeat: it repeats once). */
  repeat: boolean;
  /** The first card of the clockworker whose ability this is (`untapAll` spares it). */
  source?: string;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Turns effects into steps. Passive effects make no step: they are read where they apply. */
export function effectSteps(s: ClockworkState, seat: Seat, effects: readonly Effect[], site: EffectSite): Step[] {
  const local = site.area !== null && !site.borrowed ? site.area : null;
  const out: Step[] = [];
  for (const e of effects) {
    switch (e.op) {
      case 'gainVp':
        out.push({ kind: 'gainVp', n: e.n });
        break;
      case 'gain':
        out.push({ kind: 'gain', resource: e.resource, n: e.n });
        break;
      case 'choose':
        out.push({ kind: 'choose', from: [...e.from], left: e.n });
        break;
      case 'draw':
        out.push({ kind: 'draw', n: e.n });
        break;
      case 'stealVp':
        out.push({ kind: 'stealVp', n: e.n });
        break;
      case 'stealResource':
        out.push({ kind: 'stealResource', left: e.n });
        break;
      case 'untapAll':
        out.push({ kind: 'untapAll', except: site.source ?? null });
        break;
      case 'basic':
        out.push({ kind: 'basic', area: e.area });
        break;
      case 'extraSteps':
        out.push({ kind: 'extraSteps', n: e.n });
        break;
      case 'useBasic':
        out.push({ kind: 'useBasic' });
        break;
      case 'exchange':
        out.push({ kind: 'exchange', price: Math.min(e.pay, ...(local ? passive(s, seat, 'exchangePrice', local) : [])) });
        break;
      case 'factory':
        out.push({ kind: 'factory', built: false, maintained: false, substitute: local ? sum(passive(s, seat, 'substitute', local)) : 0 });
        break;
      case 'laboratory':
        out.push({ kind: 'labDiscard' });
        out.push({
          kind: 'evolve',
          tries: RULES.evolutionTriesPerTurn + (local ? sum(passive(s, seat, 'evolutionTries', local)) : 0),
          thresholdChange: local ? sum(passive(s, seat, 'evolutionThreshold', local)) : 0,
          selected: [],
        });
        break;
      case 'repeat':
        if (local && site.repeat) out.push({ kind: 'effects', area: local, repeat: false });
        break;
      case 'handLimit':
      case 'resourceLimit':
      case 'exchangePrice':
      case 'substitute':
      case 'evolutionTries':
      case 'evolutionThreshold':
        break; // passive: read by the rule it changes
      default:
        unknownCase(e, 'effect');
    }
  }
  return out;
}

/** C3.3: the area's basic effect, then each privilege the player holds there, in slot order. */
export function areaEffects(s: ClockworkState, seat: Seat, area: AreaId, repeat: boolean): Step[] {
  const rules = AREA_RULES[area];
  const site: EffectSite = { area, borrowed: false, repeat };
  const out = effectSteps(s, seat, rules.basic, site);
  // The privileges held here (C3.3 [D]: slot k grants privilege k), in slot order.
  const slots = s.slots[area];
  for (let k = 0; k < slots.length; k++) if (slots[k]?.owner === seat) out.push(...effectSteps(s, seat, rules.privileges[k]!, site));
  return out;
}

/** Resolves the first step if it is automatic; returns whether it did. */
export function resolveAutomatic(s: ClockworkState, ctx: Ctx): boolean {
  const step = s.turn!.steps[0]!;
  const seat = s.current;
  switch (step.kind) {
    case 'effects': {
      const next = areaEffects(s, seat, step.area, step.repeat);
      stepsToChange(s).splice(0, 1, ...next);
      return true;
    }
    case 'basic': {
      // Told to everyone, so that the choice is seen even when the basic effect then does nothing.
      ctx.emit({ type: 'basicUsed', seat, space: step.area });
      const next = effectSteps(s, seat, basicEffect(step.area), { area: isArea(step.area) ? step.area : null, borrowed: true, repeat: false });
      stepsToChange(s).splice(0, 1, ...next);
      return true;
    }
    case 'whiteSpace':
      gainVp(s, seat, RULES.whiteSpaceVp, step.space, ctx);
      stepsToChange(s).splice(0, 1, { kind: 'buyBack', space: step.space });
      return true;
    case 'godBonus': {
      // C2.6: once, however many gods of the colour the player holds.
      stepsToChange(s).shift();
      if (s.seats[seat]!.gods.some((g) => areaColour(s, godOf(s, g).area) === step.colour)) {
        seatToChange(s, seat).arrivalVp += RULES.godArrivalVp;
        gainVp(s, seat, RULES.godArrivalVp, 'machine god', ctx);
      }
      return true;
    }
    case 'gainVp':
      stepsToChange(s).shift();
      gainVp(s, seat, step.n, 'effect', ctx);
      return true;
    case 'gain':
      stepsToChange(s).shift();
      if (gainResource(s, seat, step.resource, step.n, 'effect', ctx) === 0) ctx.emit({ type: 'effectSkipped', seat, step: 'gain', why: `the supply has no ${step.resource}` });
      return true;
    case 'draw':
      stepsToChange(s).shift();
      drawCards(s, seat, step.n, ctx);
      return true;
    case 'untapAll': {
      stepsToChange(s).shift();
      let count = 0;
      const built = s.seats[seat]!.built;
      for (let i = 0; i < built.length; i++) {
        const cw = built[i]!;
        if (cw.tapped && (step.except === null || !cw.cards.includes(step.except))) {
          clockworkerToChange(s, seat, i).tapped = false;
          count++;
        }
      }
      ctx.emit({ type: 'untapped', seat, count });
      return true;
    }
    case 'move':
    case 'activate':
    case 'extraSteps':
    case 'areaAction':
    case 'useBasic':
    case 'exchange':
    case 'factory':
    case 'labDiscard':
    case 'evolve':
    case 'choose':
    case 'stealVp':
    case 'stealResource':
    case 'buyBack':
      return false; // a decision of the player
    default:
      return unknownCase(step, 'step');
  }
}

/** `take`: one resource of a `choose` step (Ruins, abilities). */
export function takeChosen(s: ClockworkState, seat: Seat, r: Resource, ctx: Ctx): void {
  const step = headToChange(s, 'choose');
  gainResource(s, seat, r, 1, 'choice', ctx);
  if (--step.left === 0) stepsToChange(s).shift();
}

/** `stealVp`: Fortress P1 and abilities. */
export function stealVp(s: ClockworkState, seat: Seat, from: Seat, ctx: Ctx): void {
  const step = head(s, 'stealVp');
  takeVp(s, seat, from, step.n, 'steal', ctx);
  stepsToChange(s).shift();
}

/** `stealResource`: Fortress P2 and abilities, one resource at a time. */
export function stealResource(s: ClockworkState, seat: Seat, from: Seat, r: Resource, ctx: Ctx): void {
  const step = headToChange(s, 'stealResource');
  moveResource(s, from, seat, r, 1);
  ctx.emit({ type: 'resourceTaken', seat, from, resource: r });
  if (--step.left === 0) stepsToChange(s).shift();
}

/** C4: a space's basic effect: a coloured area's (`AREA_RULES`), or a white space's +1 VP. */
export const basicEffect = (space: SpaceId): readonly Effect[] => (isArea(space) ? AREA_RULES[space].basic : WHITE_SPACE_BASIC);

/**
 * `useBasic`: Temple P1 borrows the basic effect of a space of the loop; then white clockworkers
 * may be tapped for their abilities, one at a time, as on arrival (C2.5), each card once a turn (C4 Temple).
 */
export function useBasic(s: ClockworkState, space: SpaceId): void {
  stepsToChange(s).splice(0, 1, { kind: 'basic', area: space }, { kind: 'activate', colours: [WHITE] });
}

/** `exchange`: pay, then 1 crystal and 1 VP (C4 Exchange). */
export function exchange(s: ClockworkState, seat: Seat, pay: Resource[], ctx: Ctx): void {
  head(s, 'exchange');
  stepsToChange(s).shift();
  payResources(s, seat, pay, 'exchange', ctx);
  gainResource(s, seat, EXCHANGE_GIVES, 1, 'exchange', ctx);
  gainVp(s, seat, EXCHANGE_VP, 'exchange', ctx);
}

/** `buyBack`: take back your die from a white space, paying its price (C4). */
export function buyBack(s: ClockworkState, seat: Seat, r: Resource, ctx: Ctx): void {
  const step = head(s, 'buyBack');
  const space: WhiteSpaceId = step.space;
  stepsToChange(s).shift();
  payResources(s, seat, [r], 'buy back', ctx);
  const dice = mutable(mutable(s, 'whiteDice'), space);
  dice.splice(dice.indexOf(seat), 1);
  mutable(s, 'buybacks')[space]++;
  seatToChange(s, seat).diceInHand++;
  ctx.emit({ type: 'boughtBack', seat, space, paid: r });
}

/**
 * The ability steps of a clockworker stack: each card's ability once, in card order (C6.3).
 * [ours] Extra steps end the stay at this space, so they come last, merged into one move of up
 * to their sum (at most once round the loop: further steps reach no other space).
 */
export function abilitySteps(s: ClockworkState, seat: Seat, cards: readonly string[]): Step[] {
  const steps = cards.flatMap((id) => effectSteps(s, seat, cardOf(s, id).ability, { area: null, borrowed: true, repeat: false, source: cards[0]! }));
  const extra = steps.reduce((n, st) => n + (st.kind === 'extraSteps' ? st.n : 0), 0);
  const rest = steps.filter((st) => st.kind !== 'extraSteps');
  return extra > 0 ? [...rest, { kind: 'extraSteps', n: Math.min(extra, loopOf(s).spaces.length - 1) }] : rest;
}

/**
 * C4 Temple P1: the spaces whose basic effect may be borrowed: every space of this game's loop
 * (the rulebook: "freely choose one area", 自由选择一个区域), the Temple itself and the white spaces
 * included; the Canyon only with 4 players. In `SPACES` order.
 */
export function borrowableSpaces(s: ClockworkState): SpaceId[] {
  const { position } = loopOf(s);
  return SPACES.filter((space) => position.has(space));
}
