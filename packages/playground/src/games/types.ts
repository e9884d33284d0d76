/**
 * The contract between the playground's shell and a game's user interface. The shell (new-game
 * form, seats, bots, hand-over, action list, logs, undo, scrubber, save and load) is the same for
 * every game; a game brings a {@link GameUi}: its board, its words and its options. Each game lives
 * in its own folder `src/games/<game>/` and is registered in `src/games/index.ts`, so boards can be
 * written and replaced independently.
 *
 * Board conventions the shell and the browser tests rely on:
 * - a board draws only `view` (what the viewer may see), never anything else;
 * - a clickable thing on the board that plays actions carries `data-acts`, the JSON array of the
 *   `JSON.stringify` of each legal action it may play, an accessible name and a button role (use
 *   `Target` and `useChooser` from `../kit`, which do all this and ask when it may play several);
 * - every action a board can play is also in the shell's action list, the fallback.
 *
 * @module
 */
import type { ComponentType } from 'react';
import type { Game, Seat, SeenAction } from '@tabula/core';
import type { GameWords } from '@tabula/core/ui';

/** What the shell gives a game's board. */
export interface BoardProps<V, A, E> {
  /** The viewer's view: all the board may draw. */
  view: V;
  /** The viewer: a seat, or `null` for a spectator. */
  viewer: Seat | null;
  /** This seat's legal actions now (`[]` when it may not act, and while the scrubber shows the past). */
  legal: readonly A[];
  /** Plays one of `legal`. */
  act(action: A): void;
  /** The last change's events as this viewer sees them (to animate). */
  lastEvents: readonly E[];
}

/** One choice of a `choice` option field. */
export interface OptionChoice {
  /** What the form shows. */
  label: string;
  /** The option's value; `undefined` leaves the option out (the game's default). */
  value: string | number | boolean | undefined;
}

/** What every option field has. */
interface OptionFieldBase {
  /** The option's key in `config.options`. */
  key: string;
  /** The form's label. */
  label: string;
  /** A sentence of help under the field. */
  help?: string;
  /** Whether the field applies to this player count (default: always). */
  appliesTo?(players: number): boolean;
  /**
   * A group of fields the form shows folded, under this title (a game's component data, a
   * table of numbers): fields of one group are shown together, closed until opened.
   */
  group?: string;
}

/**
 * A field of the new-game form: one option or variant of a game.
 * - `boolean`: a checkbox; unchecked leaves the option out.
 * - `choice`: a select among `choices` (the first is the default).
 * - `integer`: a whole number from `min` to `max`; empty leaves the option out.
 * - `json`: a JSON value (component data, a clock track); empty leaves the option out. `example`
 *   is offered as a starting point.
 */
export type OptionField =
  | (OptionFieldBase & { kind: 'boolean' })
  | (OptionFieldBase & { kind: 'choice'; choices: readonly OptionChoice[] })
  | (OptionFieldBase & { kind: 'integer'; min: number; max: number })
  | (OptionFieldBase & { kind: 'json'; example?: unknown });

/** A game's user interface: what the shell needs to set up, draw and narrate one game. */
export interface GameUi<V, A, E> {
  /** The game's rules. */
  game: Game<any, A, any, V, E, string>;
  /** Its name for people. */
  title: string;
  /** Player counts the form offers. */
  players: { min: number; max: number; default: number };
  /** The new-game form's fields for this game's options and variants. */
  options: OptionField[];
  /** Draws a seat's view and lets it pick legal actions. */
  Board: ComponentType<BoardProps<V, A, E>>;
  /**
   * An action in words, for the action list and the log (it may be another seat's, redacted).
   * `view`, when given, is the viewer's view now, also for an old action of the log: read from it
   * only what lasts (names, the player count, whose colour is whose). The words must not need it.
   */
  describeAction(action: SeenAction<A>, view?: V): string;
  /** An event in words, for the event log (it may be redacted); `view` as for `describeAction`. */
  describeEvent(event: E, view?: V): string;
  /**
   * The game's words from its UI kit (`@tabula/<game>/ui`), when it has one: events as a given
   * viewer received them ("you"), and the groups of a long action list (`groupActions` of
   * `@tabula/core/ui`, as the CLI groups them). `describeAction` and `describeEvent` say the same.
   */
  words?: GameWords<V, A, E>;
}

/** A game's UI with its types forgotten: what the registry holds. */
export type AnyGameUi = GameUi<any, any, any>;
