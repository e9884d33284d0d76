/**
 * Reads remembered per state. A game's rules read the same state several times per action: a
 * server or bot asks `activeSeats`, then `legalActions`, then `apply` checks the action, and each
 * may recompute the same derived fact (who is over a limit, say). A state that a game made or
 * checked is frozen through and cannot change, so such a read may be remembered for it.
 *
 * @module
 */

/**
 * The state a game last made or found known (frozen through: it cannot change). Set by every
 * game built with `defineGame`; one slot for all games, so two games in turn only miss.
 */
let lastKnown: object | undefined;

/** @internal Records `state` as known to a game: made by it, or checked and frozen through. */
export function noteKnown(state: object): void {
  lastKnown = state;
}

/**
 * A read of a game's states, remembered for the last state it read when that state cannot change:
 * the state a game built with {@link defineGame} last made or found known (frozen through). Any
 * other state (the simulator's live state, `apply`'s work copy, a state built by hand) is read
 * afresh on every call, so the answer is always that of `read`.
 *
 * Use it for a derived fact that the rules read several times per action on the same state. The
 * remembered result is returned as it is: return a primitive or a frozen value.
 *
 * ```ts
 * const overLimit = rememberedRead((s: MyState) => s.players.findIndex((p) => p.hand.length > 7));
 * overLimit(state); // computed
 * overLimit(state); // remembered, if `state` came from the game
 * ```
 */
export function rememberedRead<S extends object, R>(read: (state: S) => R): (state: S) => R {
  let seen: S | undefined;
  let result!: R;
  return (state) => {
    if (state === seen) return result;
    const value = read(state);
    if (state === lastKnown) {
      seen = state;
      result = value;
    }
    return value;
  };
}
