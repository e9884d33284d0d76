/**
 * A simple deterministic bot for golden playthroughs that reach the late game: random play rarely
 * excavates, so this one sails for cubes, sells them at Thera, buys easy map cards and excavates
 * whenever it can. Test code only; it reads the full state (it is not a fair player).
 */
import type { Game, Seat } from '@tabula/core';
import {
  akrotiri,
  analyzeBoard,
  islandAt,
  meetsRequirements,
  portageDocks,
  PROVISIONAL_COMPONENTS,
  seaReachableDocks,
  THERA_ISLAND,
  type AkrotiriAction,
  type AkrotiriEvent,
  type AkrotiriOptions,
  type AkrotiriState,
  type AkrotiriView,
  type BoardGeometry,
  type DockId,
} from '../src/index';

/** Map cards the bot keeps in hand before it buys more. */
const WANTED_MAPS = 2;

/** Docks' distances (in moves, ignoring boats) from the nearest of `targets`. */
function distances(g: BoardGeometry, targets: readonly DockId[]): Map<DockId, number> {
  const dist = new Map(targets.map((d) => [d, 0]));
  const queue = [...targets];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    // Sea moves and portages are both symmetric, so distances to the targets are distances from them.
    for (const next of [...seaReachableDocks(g, at), ...portageDocks(g, at)]) {
      if (dist.has(next)) continue;
      dist.set(next, dist.get(at)! + 1);
      queue.push(next);
    }
  }
  return dist;
}

/** The docks of the islands where `seat` could excavate with a map card it can afford now. */
function digTargets(s: AkrotiriState, g: BoardGeometry, seat: Seat): DockId[] {
  const p = s.seats[seat]!;
  const maps = (s.components ?? PROVISIONAL_COMPONENTS).maps.filter((m) => p.maps.includes(m.id) && m.cost <= p.drachmas);
  const withTemple = new Set(s.temples.map((t) => islandAt(g, t)));
  return g.islands
    .filter((i) => i.id !== THERA_ISLAND && !withTemple.has(i.id))
    .filter((i) => maps.some((m) => i.pieces.some((at) => meetsRequirements(g, seat, at, m.requirements))))
    .flatMap((i) => i.docks);
}

/** The docks of islands holding cubes. */
function cubeTargets(s: AkrotiriState, g: BoardGeometry): DockId[] {
  const islands = new Set(s.cubes.map((c) => islandAt(g, c)));
  return g.islands.filter((i) => islands.has(i.id) && i.id !== THERA_ISLAND).flatMap((i) => i.docks);
}

/** The move getting closest to `targets`, if it gets closer than where the boat lies. */
function moveToward(s: AkrotiriState, g: BoardGeometry, seat: Seat, legal: AkrotiriAction[], targets: readonly DockId[]): AkrotiriAction | undefined {
  if (targets.length === 0) return undefined;
  const dist = distances(g, targets);
  const here = dist.get(s.seats[seat]!.boat!) ?? Infinity;
  let best: AkrotiriAction | undefined;
  let bestDist = here;
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const d = dist.get(a.to) ?? Infinity;
    if (d < bestDist) [best, bestDist] = [a, d];
  }
  return best;
}

/** Cells nearest Thera's centre the bot considers for its tile. */
const NEAR_CELLS = 4;

/**
 * The placement keeping the board compact (one of the cells nearest Thera's centre) and linking
 * the most docks to the boat by sea and portage.
 */
function placeCompact(s: AkrotiriState, seat: Seat, legal: AkrotiriAction[]): AkrotiriAction {
  const places = legal.filter((a): a is Extract<AkrotiriAction, { type: 'placeTile' }> => a.type === 'placeTile');
  const far = (a: { x: number; y: number }) => (a.x + 0.5) ** 2 + (a.y + 0.5) ** 2;
  const cells = [...new Set(places.map((a) => `${a.x},${a.y}`))].sort((a, b) => far(places.find((p) => `${p.x},${p.y}` === a)!) - far(places.find((p) => `${p.x},${p.y}` === b)!));
  const near = new Set(cells.slice(0, NEAR_CELLS));
  const components = s.components ?? PROVISIONAL_COMPONENTS;
  const tile = s.seats[seat]!.tile!;
  let best = places[0]!;
  let bestScore = -1;
  for (const a of places) {
    if (!near.has(`${a.x},${a.y}`)) continue;
    const g = analyzeBoard({ tiles: [...s.board.tiles, { x: a.x, y: a.y, tile, rotation: a.rotation }] }, components);
    const from = s.seats[seat]!.boat ?? g.islands.find((i) => i.id === THERA_ISLAND)!.docks[0]!;
    const score = distances(g, [from]).size;
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/** The bot's choice for `seat`, or `undefined` when it has no legal action. */
export function greedyChoice(s: AkrotiriState, seat: Seat): AkrotiriAction | undefined {
  const legal = akrotiri.legalActions(s, seat);
  if (legal.length === 0) return undefined;
  if (s.steps[0]?.kind === 'placeTile') return placeCompact(s, seat, legal);
  if (s.steps[0]?.kind !== 'actions') return legal[0];
  const first = <T extends AkrotiriAction['type']>(type: T) => legal.find((a) => a.type === type) as Extract<AkrotiriAction, { type: T }> | undefined;
  const p = s.seats[seat]!;
  const g = analyzeBoard(s.board, s.components ?? PROVISIONAL_COMPONENTS);
  const excavate = first('excavate');
  if (excavate) return excavate;
  const sell = first('sell');
  if (sell) return sell;
  if (p.maps.length < WANTED_MAPS) {
    const buy = legal.find((a) => a.type === 'buyMaps' && a.tiers.length === 1 && a.tiers[0] === 'easy');
    if (buy) return buy;
  }
  const load = first('load');
  if (load && p.cargo.length < 3) return load;
  const cargoFull = p.cargo.length >= 3 || (p.cargo.length > 0 && !load);
  const thera = g.islands.find((i) => i.id === THERA_ISLAND)!.docks;
  const plans = cargoFull ? [thera] : [digTargets(s, g, seat), p.maps.length < WANTED_MAPS && p.drachmas > 0 ? thera : [], cubeTargets(s, g)];
  for (const targets of plans) {
    const move = moveToward(s, g, seat, legal, targets);
    if (move) return move;
  }
  return { type: 'endTurn' };
}

/**
 * Akrotiri whose only "legal" action is the bot's choice, so that core's golden helper (which plays
 * a random legal action) plays the bot's game. `apply` is Akrotiri's own: every recorded move is
 * checked by the real rules when the golden file is replayed.
 */
export const greedyAkrotiri: Game<AkrotiriState, AkrotiriAction, AkrotiriOptions, AkrotiriView, AkrotiriEvent> = {
  ...akrotiri,
  legalActions(s, seat) {
    const choice = greedyChoice(s, seat);
    return choice ? [choice] : [];
  },
};
