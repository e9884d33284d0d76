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

/**
 * A reader that hands the rules a plain copy of a frozen array, made once per array. On Node 20
 * (V8 11.3), optimized code does not inline reads of a frozen array's elements: each costs several
 * times a read of a plain array's, and `some`, `filter`, `find` and `slice` leave their fast paths.
 * A state's arrays are frozen, so rules that read one entry by entry many times per action (a
 * board, a list of pieces) spend much of their time there; the simulator's live state has plain
 * arrays and does not.
 *
 * The reader keeps the last frozen array it was given and its plain copy: a frozen array cannot
 * change, and a state's unchanged arrays are shared by the states after it, so one copy serves
 * every action until the array changes. An array that is not frozen (the simulator's live state,
 * a part the rules are changing) is returned as it is; within a simulator's calls, every array is.
 * The copy is the reader's: read it, never change it or hand it out. Make one reader per array the
 * rules read this way: a reader keeps one array, so several arrays read in turn through one reader
 * would each be copied again.
 *
 * ```ts
 * const landOf = plainReader<boolean>();
 * function seaAround(s: MyState, hexes: number[]): number {
 *   const land = landOf(s.land); // a plain copy of the frozen s.land, made once for that array
 *   let sea = 0;
 *   for (const hex of hexes) if (!land[hex]) sea++;
 *   return sea;
 * }
 * ```
 */
export function plainReader<T>(): (list: readonly T[]) => readonly T[] {
  let frozen: readonly T[] | undefined;
  let plain: readonly T[] = [];
  return (list) => {
    if (list === frozen) return plain;
    if (onLive || !Object.isFrozen(list)) return list;
    // A spread: `slice` copies a frozen array entry by entry, many times slower.
    plain = [...list];
    frozen = list;
    return plain;
  };
}

/**
 * Whether a simulator's call is under way: its state is live (plain arrays), so a
 * {@link plainReader} hands its arrays back without asking whether they are frozen. Left set by a
 * call that threw until the next call ends, which costs readers only their copies, never a wrong read.
 */
let onLive = false;

/** @internal A simulator's call on its live state begins. */
export function enterLive(): void {
  onLive = true;
}

/** @internal A simulator's call on its live state ends. */
export function leaveLive(): void {
  onLive = false;
}
