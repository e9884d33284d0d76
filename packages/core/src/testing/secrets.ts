/**
 * The kit's check that what a seat receives (its view, its events, the actions of others as it may
 * see them) depends only on what it may see. Two checks at each step of a random game:
 *
 * - **Two worlds.** A second state that differs from the real one only in secrets `viewer` cannot
 *   see is built with `determinize` from `viewer`'s view, with the same RNG so that chance draws
 *   agree. The same action is played in both. Where `viewer`'s views after it agree (no reveal
 *   told the worlds apart), its events must agree too: an event that carries a secret to a seat
 *   outside its audience, or a redaction that keeps one, differs between the worlds.
 * - **Two actions.** Two legal actions of the actor that leave `viewer` the same view and the same
 *   events must look the same to `viewer` through `actionFor`: an action field that is the actor's
 *   secret (a face-down tile, a hidden value) must be redacted.
 *
 * @module
 */
import type { BaseState, Game, LogEntry, Seat } from '@tabula/core';
import { canonical } from './json';
import { fail } from './walk';

/** Counts over a run, so that a check that never compared anything is noticed. */
export interface SecretCounts {
  /** Comparisons of two worlds whose states differed. */
  worlds: number;
  /** Groups of distinct actions that looked alike to a viewer. */
  alike: number;
}

/** A viewer that is not `actor`: a seat or the spectator, at random. */
function otherViewer(players: number, actor: Seat, pick: () => number): Seat | null {
  const choices: (Seat | null)[] = [null];
  for (let s = 0; s < players; s++) if (s !== actor) choices.push(s);
  return choices[Math.floor(pick() * choices.length)]!;
}

/**
 * Runs both checks for one step (`move` about to be played in `state`). `sampled` is how many of
 * the actor's legal actions the second check compares.
 */
export function checkWhatSeatsReceive<S extends BaseState, A, O, V, E>(
  game: Game<S, A, O, V, E, string>,
  state: S,
  move: LogEntry<A>,
  step: number,
  pick: () => number,
  sampled: number,
  counts: SecretCounts,
): void {
  const players = state.players;
  const label = (v: Seat | null) => (v === null ? 'the spectator' : `seat ${v}`);

  // Two worlds, for a seat chosen at random (and the spectator, who knows less than any seat).
  if (game.determinize) {
    const viewer = Math.floor(pick() * players);
    const drawn = game.determinize(game.view(state, viewer), viewer, `receive-${step}-${Math.floor(pick() * 1e9)}`);
    const other = { ...drawn, rng: state.rng } as S;
    const real = game.apply(state, move.seat, move.action);
    if (!real.ok) fail(`the chosen move was rejected: ${real.error.code}: ${real.error.message}`);
    const alt = game.apply(other, move.seat, move.action);
    if (alt.ok) {
      const differ = canonical({ ...state, rng: null }) !== canonical({ ...other, rng: null });
      for (const v of [viewer, null]) {
        if (canonical(game.view(real.state, v)) !== canonical(game.view(alt.state, v))) continue; // a reveal told them apart
        const a = canonical(game.eventsFor(real.events, v));
        const b = canonical(game.eventsFor(alt.events, v));
        if (a !== b) {
          fail(
            `${label(v)} received different events in two states that differ only in what it cannot see ` +
              `(after ${JSON.stringify(move)}): ${a} vs ${b}. An event carries a secret: give it an audience, or redact it`,
          );
        }
        if (differ) counts.worlds++;
      }
    }
  }

  // Two actions of the actor that look alike to another viewer.
  const viewer = otherViewer(players, move.seat, pick);
  const legal = game.legalActions(state, move.seat);
  const tried: A[] = [move.action];
  for (let k = 0; k < sampled && legal.length > 1; k++) tried.push(legal[Math.floor(pick() * legal.length)]!);
  const groups = new Map<string, { action: A; seen: string }[]>();
  for (const action of tried) {
    const out = game.apply(state, move.seat, action);
    if (!out.ok) fail(`seat ${move.seat}'s legal ${JSON.stringify(action)} was rejected: ${out.error.code}: ${out.error.message}`);
    const key = canonical([game.view(out.state, viewer), game.eventsFor(out.events, viewer)]);
    const seen = canonical(game.actionFor(action, move.seat, viewer));
    const group = groups.get(key) ?? [];
    if (!group.some((g) => canonical(g.action) === canonical(action))) group.push({ action, seen });
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    counts.alike++;
    const first = group[0]!;
    const differing = group.find((g) => g.seen !== first.seen);
    if (differing) {
      fail(
        `seat ${move.seat}'s actions ${JSON.stringify(first.action)} and ${JSON.stringify(differing.action)} leave ${label(viewer)} the same view and events, ` +
          `but actionFor shows them apart (${first.seen} vs ${differing.seen}): an action field is the actor's secret and must be redacted`,
      );
    }
  }
}
