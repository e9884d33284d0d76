/**
 * The declarative vocabulary of effects (area effects, clockworker abilities) and of machine-god
 * texts (end-game scoring). Data is written in it; one engine interprets it (`rules/engine.ts`
 * for effects, `rules/gods.ts` for god texts). See the README's "Vocabulary".
 */
import { deepFreeze } from '@tabula/core';
import type { AreaId, CardColour, Resource } from './components';

/** An effect that happens when resolved (an area's basic or privilege effect, an ability). */
export type ActiveEffect =
  /** Gain `n` VP. */
  | { op: 'gainVp'; n: number }
  /** Take `n` of `resource` from the supply, as many as it has. */
  | { op: 'gain'; resource: Resource; n: number }
  /** Take up to `n` resources of the kinds `from`, one at a time, each chosen (may stop). */
  | { op: 'choose'; from: Resource[]; n: number }
  /** Draw `n` cards (reshuffling the discards when the deck runs out). */
  | { op: 'draw'; n: number }
  /** Take `n` VP from another player you choose (as many as they have). */
  | { op: 'stealVp'; n: number }
  /** Take `n` resources, one at a time, each from a player and of a type you choose. */
  | { op: 'stealResource'; n: number }
  /** Untap all your other clockworkers. */
  | { op: 'untapAll' }
  /** Use the basic effect of `area` (not its privileges). */
  | { op: 'basic'; area: AreaId }
  /**
   * Extra steps (C9): move on 1 to `n` steps forward and end the move there instead (a new arrival:
   * toll, abilities, god bonus, action), or decline. In a stack, extra steps come after its other
   * abilities, summed.
   */
  | { op: 'extraSteps'; n: number }
  /** Temple P1: choose another coloured area and use its basic effect; then you may tap a white clockworker. */
  | { op: 'useBasic' }
  /** Exchange: pay `pay` resources for 1 crystal and 1 VP, if the supply has a crystal. */
  | { op: 'exchange'; pay: number }
  /** Factory: build and/or maintain, in either order. */
  | { op: 'factory' }
  /** Laboratory: discard any number and draw up to the hand limit, then try an evolution. */
  | { op: 'laboratory' }
  /** Resolve this area's basic and privilege effects once more (not this repeat itself). */
  | { op: 'repeat' };

/** A lasting effect of holding a privilege slot: changes a rule instead of doing something. */
export type PassiveEffect =
  /** Your hand limit is `n` while you hold this slot. */
  | { op: 'handLimit'; n: number }
  /** Your resource limit is `n` while you hold this slot. */
  | { op: 'resourceLimit'; n: number }
  /** This area's exchange costs `n` resources. */
  | { op: 'exchangePrice'; n: number }
  /** When building here, `n` required resources may each be paid with any resource. */
  | { op: 'substitute'; n: number }
  /** `n` more evolution tries here this turn. */
  | { op: 'evolutionTries'; n: number }
  /** The evolution threshold here changes by `n` (never below the minimum). */
  | { op: 'evolutionThreshold'; n: number };

/** An area effect or a clockworker ability: something that happens, or a lasting rule change. */
export type Effect = ActiveEffect | PassiveEffect;

/** The ops of {@link ActiveEffect}. */
export const ACTIVE_OPS = deepFreeze(['gainVp', 'gain', 'choose', 'draw', 'stealVp', 'stealResource', 'untapAll', 'basic', 'extraSteps', 'useBasic', 'exchange', 'factory', 'laboratory', 'repeat'] as const);
/** The ops of {@link PassiveEffect}. */
export const PASSIVE_OPS = deepFreeze(['handLimit', 'resourceLimit', 'exchangePrice', 'substitute', 'evolutionTries', 'evolutionThreshold'] as const);
/** The ops a clockworker ability may use (the others belong to the areas' own rules). */
export const ABILITY_OPS = deepFreeze(['gainVp', 'gain', 'choose', 'draw', 'stealVp', 'stealResource', 'untapAll', 'basic', 'extraSteps'] as const);

/** What a god text counts, for one player at the end. */
export type CountKind =
  /** VP now. */
  | 'vp'
  /** VP gained from machine gods on arrival (C2.6): only Ishtar counts it (C8.2). */
  | 'godArrivalVp'
  /** Machine gods held. */
  | 'gods'
  /** Built clockworkers (a stack is 1); with `colour`, those with a card of that colour. */
  | 'built'
  /** Evolved stacks. */
  | 'evolved'
  /** Cards in hand. */
  | 'hand'
  /** Resources held; with `resource`, of that type. */
  | 'resources'
  /** Own dice on privilege slots. */
  | 'diceOnSlots'
  /** Own dice permanently removed (for machine gods). */
  | 'diceRemoved';
/** Every {@link CountKind}. */
export const COUNT_KINDS: readonly CountKind[] = deepFreeze(['vp', 'godArrivalVp', 'gods', 'built', 'evolved', 'hand', 'resources', 'diceOnSlots', 'diceRemoved']);

/** What a god term counts for one player: `of`, narrowed by a card colour or a resource. */
export interface Count {
  /** What is counted. */
  of: CountKind;
  /** Only with `built`: stacks holding a card of this colour. */
  colour?: CardColour;
  /** Only with `resources`: of this type. */
  resource?: Resource;
}

/** A term of a machine god's end-game text (C7, C8.1). */
export type GodTerm =
  /** `vp` VP per `per` counted (rounded down). */
  | { op: 'vpPer'; count: Count; per: number; vp: number }
  /** `most` VP if the holder has the most of the count among all players (at least 1); `tied` if tied for most. */
  | { op: 'mostOf'; count: Count; most: number; tied: number }
  /** `vp` VP. */
  | { op: 'flat'; vp: number }
  /** Take up to `vp` VP from each other player. */
  | { op: 'takeFromEach'; vp: number };
/** The ops of {@link GodTerm}. */
export const GOD_OPS = deepFreeze(['vpPer', 'mostOf', 'flat', 'takeFromEach'] as const);
