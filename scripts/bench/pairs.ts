/**
 * What `simulator-pair.ts`, `reads-pair.ts` and `pretenure.ts` share: two measures taking turns in one process, so
 * that each pair of blocks meets the same machine and its ratio cancels the machine's speed of the
 * moment.
 */
import seedrandom from 'seedrandom';

/** The public members of a bundled game the pairing scripts call. */
export interface PublicGame {
  setup(config: unknown): unknown;
  isOver(state: unknown): boolean;
  activeSeats(state: unknown): number[];
  legalActions(state: unknown, seat: number): unknown[];
  apply(state: unknown, seat: number, action: unknown): { ok: boolean; state?: unknown; error?: { message: string } };
  view(state: unknown, viewer: number | null): unknown;
  determinize?(view: unknown, seat: number, seed: string): unknown;
}

/**
 * Every state of 12 random games of `game` (seeds `reads-0` … `reads-11`, moves picked by an RNG
 * seeded `reads`), in play order, the last of each left out: the states the bench's reads use.
 */
export function gatherStates(game: PublicGame, players: number, options?: unknown): unknown[] {
  const pick = seedrandom.alea('reads');
  const states: unknown[] = [];
  for (let i = 0; i < 12; i++) {
    let s = game.setup({ players, seed: `reads-${i}`, options });
    while (!game.isOver(s)) {
      states.push(s);
      const seat = game.activeSeats(s)[0]!;
      const legal = game.legalActions(s, seat);
      const out = game.apply(s, seat, legal[Math.floor(pick() * legal.length)]);
      if (!out.ok) throw new Error(out.error?.message);
      s = out.state;
    }
  }
  return states;
}

/** CPU seconds used by this process so far (user + system). */
export const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** The median of a list (the mean of the two middle values of an even list). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * `rounds` pairs of blocks of `seconds` each, `before` and `now` taking turns in an order rotated
 * from pair to pair (neither always runs first): each side's figures, and each pair's `now ÷ before`.
 */
export function alternate(before: (seconds: number) => number, now: (seconds: number) => number, rounds: number, seconds: number): { before: number[]; now: number[]; ratios: number[] } {
  const out = { before: [] as number[], now: [] as number[], ratios: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    let x: number;
    let y: number;
    if (round % 2) {
      x = before(seconds);
      y = now(seconds);
    } else {
      y = now(seconds);
      x = before(seconds);
    }
    out.before.push(x);
    out.now.push(y);
    out.ratios.push(y / x);
  }
  return out;
}

/** `median (min–max)` of a list, with `digits` decimals. */
export const spread = (values: readonly number[], digits: number): string => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
