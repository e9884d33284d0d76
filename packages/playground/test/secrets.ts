/**
 * The secrets of each game's state, as the playground would show them if it leaked them, for the
 * tests that check what a viewer's screen holds. Read from the full state (which only tests see).
 *
 * A secret is the text the UI shows for it (`pattern`), and the `known` test: whether the viewer
 * may know it anyway, from what it was legitimately given (its view, the events and actions it
 * received): a card it drew and returned, a tile it saw discarded. Only secrets the viewer may
 * not know must be absent from its screen.
 *
 * @module
 */
import type { Game, Seat } from '@tabula/core';
import type { AtlandiceState } from '@tabula/atlandice';
import { TERRAIN_TILES, type SurviveState } from '@tabula/survive';
import { GOALS, type AkrotiriState } from '@tabula/akrotiri';
import { PROVISIONAL_SET, type ClockworkState } from '@tabula/clockwork-empire';

/** One secret of a seat, as the UI would render it. */
export interface Secret {
  /** Whose secret it is (`null`: nobody's, like a deck's order). */
  owner: Seat | null;
  /** What it is, for failure messages. */
  what: string;
  /** Text or a pattern that would be on screen if it leaked. */
  pattern: RegExp;
  /** Whether the viewer may know it anyway, from what it was given (see {@link Known}). */
  known(known: Known): boolean;
}

/** What a viewer was legitimately given: its view, and its view, events and log as one JSON text. */
export interface Known {
  /** The viewer's view. */
  view: unknown;
  /** `JSON.stringify({ view, events, log })` of what the viewer received. */
  json: string;
}

/** A regular expression matching `text` literally, not inside a longer word. */
export function literal(text: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`);
}

const never = (): boolean => false;

/** Atlandice: the order of the tiles below each stack's top (shown sorted, never in order). */
function atlandiceSecrets(s: AtlandiceState): Secret[] {
  return s.stacks.flatMap((stack, i) => {
    const below = stack.slice(1);
    const sorted = [...below].sort();
    if (below.length < 2 || below.join() === sorted.join()) return [];
    return [{ owner: null, what: `the order below stack ${i + 1} (${below.join(', ')})`, pattern: literal(`below: ${below.join(', ')}`), known: never }];
  });
}

/** Survive: explorer values (as "explorer 7: value 3") and the tiles in hands (as "tile 12:"). */
function surviveSecrets(s: SurviveState): Secret[] {
  const out: Secret[] = [];
  s.explorers.forEach((e, id) => {
    const owner = s.colourOwner[e.colour] ?? null;
    out.push({
      owner,
      what: `the value of explorer ${id} (${e.value})`,
      pattern: literal(`explorer ${id}: value ${e.value}`),
      // The view shows a value where the viewer may see it; then it is known.
      known: ({ view }) => (view as { explorers?: { value: number | null }[] }).explorers?.[id]?.value === e.value,
    });
  });
  s.hands.forEach((hand, seat) => {
    for (const tile of hand) {
      out.push({
        owner: seat,
        what: `tile ${tile} (${TERRAIN_TILES[tile]?.back}) in seat ${seat}'s hand`,
        pattern: literal(`tile ${tile}:`),
        known: ({ json }) => json.includes(`"tile":${tile},`) || json.includes(`"tile":${tile}}`),
      });
    }
  });
  return out;
}

/** Akrotiri: each seat's hidden tile, map cards and goal cards, and goal cards being chosen. */
function akrotiriSecrets(s: AkrotiriState): Secret[] {
  const out: Secret[] = [];
  const quoted = (id: string) => ({ json }: Known) => json.includes(`"${id}"`);
  s.seats.forEach((p, seat) => {
    if (p.tile !== null && !p.tileFaceUp) out.push({ owner: seat, what: `seat ${seat}'s tile ${p.tile}`, pattern: literal(`tile ${p.tile}`), known: quoted(p.tile) });
    for (const map of p.maps) out.push({ owner: seat, what: `seat ${seat}'s map card ${map}`, pattern: literal(map), known: quoted(map) });
    for (const goal of p.goals) {
      if (p.openGoals.includes(goal)) continue;
      const text = GOALS.find((g) => g.id === goal)?.text ?? goal;
      out.push({ owner: seat, what: `seat ${seat}'s goal ${goal}`, pattern: literal(`goal ${goal}`), known: quoted(goal) });
      out.push({ owner: seat, what: `seat ${seat}'s goal ${goal} (its text)`, pattern: literal(text), known: quoted(goal) });
    }
  });
  for (const step of s.steps) {
    if (step.kind !== 'keepGoal') continue;
    for (const goal of step.drawn) out.push({ owner: step.seat, what: `goal ${goal} drawn by seat ${step.seat}`, pattern: literal(`goal ${goal}`), known: quoted(goal) });
  }
  return out;
}

/** Clockwork Empire: the cards in each hand (shown by name). */
function clockworkSecrets(s: ClockworkState): Secret[] {
  const cards = (s.set ?? PROVISIONAL_SET).cards;
  return s.seats.flatMap((p, seat) =>
    p.hand.map((id) => {
      const name = cards.find((c) => c.id === id)?.name ?? id;
      return { owner: seat, what: `seat ${seat}'s card ${name} (${id})`, pattern: literal(name), known: ({ json }: Known) => json.includes(`"${id}"`) };
    }),
  );
}

/** Every secret of a state of one of the four games. */
export function secretsOf(state: { game: string }): Secret[] {
  switch (state.game) {
    case 'atlandice':
      return atlandiceSecrets(state as AtlandiceState);
    case 'survive':
      return surviveSecrets(state as SurviveState);
    case 'akrotiri':
      return akrotiriSecrets(state as AkrotiriState);
    case 'clockwork-empire':
      return clockworkSecrets(state as ClockworkState);
    default:
      throw new Error(`no secrets known for ${state.game}`);
  }
}

/**
 * The secrets `viewer` (a seat, or `null` for a spectator or a hand-over screen) must not see:
 * every secret not its own that it may not know from what it was given.
 */
export function forbiddenFor(state: { game: string }, viewer: Seat | null, known: Known): Secret[] {
  return secretsOf(state).filter((s) => (viewer === null || s.owner !== viewer) && !s.known(known));
}

/** The secrets of `seat` itself: what its own screen should be able to show. */
export function ownSecrets(state: { game: string }, seat: Seat): Secret[] {
  return secretsOf(state).filter((s) => s.owner === seat);
}

/** The forbidden secrets found in `text` (a page's HTML, a JSON document). */
export function leaks(text: string, forbidden: readonly Secret[]): string[] {
  return forbidden.filter((s) => s.pattern.test(text)).map((s) => `${s.what} matched ${s.pattern}`);
}

/** One step of a game played in a test: who played what, and its events (unredacted). */
export interface PlayedStep {
  /** Who acted. */
  seat: Seat;
  /** The action, as applied. */
  action: unknown;
  /** Its events, as the game emitted them. */
  events: readonly unknown[];
}

/** What `viewer` was given so far: its view of `state`, and the events and actions it received. */
export function knownBy(game: Game<any, any, any, any, any, string>, state: unknown, viewer: Seat | null, played: readonly PlayedStep[]): Known {
  const view: unknown = game.view(state as never, viewer);
  const events = played.flatMap((p) => game.eventsFor(p.events as never[], viewer));
  const log = played.map((p) => ({ seat: p.seat, action: game.actionFor(p.action as never, p.seat, viewer) }));
  return { view, json: JSON.stringify({ view, events, log }) };
}
