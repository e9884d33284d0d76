/**
 * How the hooks listen to a store: each change at once, or the changes of one task once.
 *
 * @module
 */

/** A store's `subscribe`: calls `listener` after each change, returns the unsubscriber. */
export type Subscribe = (listener: () => void) => () => void;

/** Options of {@link useMatch} and {@link useSeat}. */
export interface StoreOptions {
  /**
   * Tell the component of the changes made in one task once, in the next task (default `false`:
   * each change at once). Bots playing with no delay make many changes in a row: with this, the
   * component draws once per burst, always from the latest snapshot.
   */
  coalesce?: boolean;
}

/**
 * A `subscribe` whose listeners hear of a burst of changes once: the changes made in one task are
 * told in the next task. A notice still pending when a listener unsubscribes is dropped.
 */
export function coalesced(subscribe: Subscribe): Subscribe {
  return (listener) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        listener();
      }, 0);
    });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      unsubscribe();
    };
  };
}
