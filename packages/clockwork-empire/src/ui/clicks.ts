/**
 * Clockwork Empire's click paths: which things a seat clicks, in order, to play each legal action
 * (a die, a clockworker, a privilege slot, a god, a space, a card, a resource, another player),
 * and the words of the buttons and prompts. Use them with `click` and `buttons` of
 * `@tabula/core/ui`.
 *
 * @module
 */
import { listWords, plural, type ClickPaths } from '@tabula/core/ui';
import type { AreaId, ClockworkAction, ClockworkView, Resource, SpaceId } from '@tabula/clockwork-empire';
import { clockworkEmpireWords, clockworkerWords, dieWords, doneWords, setOf, slotWords } from './words';

/** Something on the board, a player's table or the seat's own hand that a player can click. */
export type Target =
  /** A die rolled this turn: `view.turn.dice[die]`. */
  | { kind: 'die'; die: number }
  /** One of the seat's built clockworkers: `seats[seat].built[index]`. */
  | { kind: 'clockworker'; index: number }
  /** A privilege slot of an area (slot 0 grants privilege 1). */
  | { kind: 'slot'; area: AreaId; slot: number }
  /** A machine god beside its area. */
  | { kind: 'god'; god: string }
  /** A space of the loop. */
  | { kind: 'space'; space: SpaceId }
  /** A card in the seat's hand. */
  | { kind: 'card'; card: string }
  /** A resource of the common supply. */
  | { kind: 'supply'; resource: Resource }
  /** A resource of the seat's own. */
  | { kind: 'mine'; resource: Resource }
  /** Another player. */
  | { kind: 'seat'; seat: number };

/** The area where the pawn stands, which the pending area action names. */
function pendingArea(view: ClockworkView): AreaId {
  const pending = view.pending as { area?: AreaId } | null;
  return pending?.area ?? 'temple';
}

/** The things to click, in order, to play `action`; `[]` for a button (go, payments, draw, evolve, done). */
function path(action: ClockworkAction, view: ClockworkView): Target[] {
  switch (action.type) {
    case 'discard': // mulligan, Laboratory, hand limit
    case 'build': // Factory: the card, then its payment in a prompt when there are several
      return [{ kind: 'card', card: action.card }];
    case 'returnResource': // resource limit
      return [{ kind: 'mine', resource: action.resource }];
    case 'keep':
      return [{ kind: 'die', die: action.die }];
    case 'tap': // then +1 or −1 step in a prompt
    case 'activate':
    case 'select':
      return [{ kind: 'clockworker', index: action.clockworker }];
    case 'moveOn': {
      // An extra-steps ability: the space `steps` ahead of the seat's pawn.
      const from = view.loop.indexOf(view.seats[view.current]!.pawn);
      return [{ kind: 'space', space: view.loop[(from + action.steps) % view.loop.length]! }];
    }
    case 'place': // a die of this turn, then a slot of the area where the pawn stands
      return [{ kind: 'die', die: action.die }, { kind: 'slot', area: pendingArea(view), slot: action.slot }];
    case 'release':
      return [{ kind: 'slot', area: pendingArea(view), slot: action.slot }];
    case 'takeGod':
      return [{ kind: 'god', god: action.god }];
    case 'useBasic': // Temple P1: any space of the loop
      return [{ kind: 'space', space: action.area }];
    case 'take':
      return [{ kind: 'supply', resource: action.resource }];
    case 'stealVp':
    case 'stealResource': // then which resource, in a prompt
      return [{ kind: 'seat', seat: action.seat }];
    case 'go':
    case 'exchange':
    case 'maintain':
    case 'draw':
    case 'evolve':
    case 'buyBack':
    case 'done':
      return [];
  }
}

/** The steps a `go` moves now: the kept dice's faces plus the taps. */
function goSteps(view: ClockworkView): number {
  const turn = view.turn;
  return turn ? turn.dice.reduce((n, d) => n + (d.kept ? d.face : 0), 0) + turn.tapSteps : 0;
}

/** Words for a button, or for a choice of a prompt ("one step further"; "pay gear and glass"; "Stay here"). */
function label(action: ClockworkAction, view: ClockworkView): string {
  const face = (die: number): string => {
    const d = view.turn?.dice[die];
    return d ? `${dieWords(die)} (a ${d.face})` : dieWords(die);
  };
  const built = (index: number): string => {
    const mover = view.pending && 'seat' in view.pending ? view.pending.seat : view.current;
    const cw = view.seats[mover]?.built[index];
    return cw ? `${clockworkerWords(index)}: ${listWords(cw.cards.map((c) => setOf(view).cards.find((k) => k.id === c)?.name ?? c))}` : clockworkerWords(index);
  };
  switch (action.type) {
    case 'keep':
      return `Keep ${face(action.die)} for the move`;
    case 'place':
      return `Place ${face(action.die)} on ${slotWords(action.slot)}`;
    case 'activate':
      return `Use ${built(action.clockworker)}`;
    case 'select':
      return `Select ${built(action.clockworker)} to evolve`;
    case 'tap':
      return action.step === 1 ? 'one step further' : 'one step back';
    case 'build':
      return `pay ${listWords(action.pay)}`;
    case 'stealResource':
      return `take a ${action.resource}`;
    case 'go':
      return `Go: move ${plural(goSteps(view), 'step')}`;
    case 'exchange':
      return `Pay ${listWords(action.pay)} for a crystal and 1 VP`;
    case 'maintain':
      return `Maintain with a ${action.resource}: untap your clockworkers`;
    case 'draw':
      return 'Draw up to your hand limit';
    case 'evolve':
      return 'Try to evolve the selected clockworkers';
    case 'buyBack':
      return `Buy back your die with a ${action.resource}`;
    case 'done':
      return doneWords(view);
    default:
      return clockworkEmpireWords.action(action, view);
  }
}

/**
 * Clockwork Empire's click paths (see {@link Target}): a die to keep; a clockworker to tap (then
 * the step, asked), use or select; a die then a slot to place; a slot to release; a god, a space,
 * a card, a resource or a player; go, the payments, draw, evolve and done are buttons. No path is
 * the start of another's.
 *
 * ```ts
 * import { click } from '@tabula/core/ui';
 * click(clockworkEmpireClicks, view, view.legal, [{ kind: 'die', die: 0 }]); // { do: 'play', action: { type: 'keep', die: 0 } }
 * ```
 */
export const clockworkEmpireClicks: ClickPaths<ClockworkView, ClockworkAction, Target> = { path, label };
