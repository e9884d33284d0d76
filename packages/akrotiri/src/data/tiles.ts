/**
 * The 36 land tiles: **provisional** stand-in data (K9). The printed tiles are not public, so these
 * were designed within K9's bounds and will be replaced by the real tiles when known; a user may
 * load their own set instead (see `validateComponents`).
 *
 * Each icon has one tile of each of nine layouts, varied in icon corner and dock placement, so no
 * icon is favoured: four separate pieces (a crossing, a junction at the centre, two bends, a
 * straight), two pieces joined along a side, two joined across the diagonal, two pairs, three
 * joined with the icon on the three, and three joined with the icon on the lone piece. Several docks
 * sit on pieces without the icon, so islands with no icon can be reached. All data is in the tile's
 * unrotated frame (north up).
 *
 * Every tile has at least two islands, as the rulebook's placement says of the printed tiles: the
 * second cube goes on another island of the tile just placed ("隨後，你必須選擇(任意顏色)的第2個資源，
 * 放置到剛才放置的板塊上的另一片島嶼上", K4.2). So no tile's four pieces all join: the ninth layout
 * is three joined beside a lone piece bearing the icon, as near to one land mass as a tile may be
 * (V09, L09, F09, M09; an earlier set joined all four pieces there).
 *
 * Every tile has shipping routes on all four sides, as the rulebook says of the printed tiles
 * ("每塊陸地板塊的4邊都有航運路線"). Where joined pieces wall a side's route end into a bay of its
 * own, that route leads to a dock in the bay: a tile of three joined pieces has a dock in each of
 * its two bays.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { Icon, LandTile, Quadrant, RouteEdge } from './types';

type Joins = readonly (readonly Quadrant[])[];

const SEPARATE: Joins = [['NW'], ['NE'], ['SE'], ['SW']];

/** One provisional tile; `docks` maps each dock id to the quadrant of its piece. */
function tile(
  id: string,
  icon: Icon,
  iconQuadrant: Quadrant,
  joins: Joins,
  docks: Readonly<Record<string, Quadrant>>,
  routes: readonly RouteEdge[],
): LandTile {
  return {
    id,
    icon,
    iconQuadrant,
    joins,
    docks: Object.entries(docks).map(([dockId, piece]) => ({ id: dockId, piece })),
    routes,
    provisional: true,
  };
}

/**
 * **Provisional** (K9): the 36 land tiles, 9 per icon (K1.2), each of at least two islands (K4.2).
 * Ids: V volcano, L lake, F forest, M mountain, numbered by layout.
 */
export const PROVISIONAL_TILES: readonly LandTile[] = deepFreeze([
  // Volcano
  tile('V01', 'volcano', 'NW', SEPARATE, { a: 'NE' }, [['N', 'a'], ['a', 'S'], ['E', 'W']]),
  tile('V02', 'volcano', 'SE', SEPARATE, { a: 'NE', b: 'SW' }, [['N', 'C'], ['E', 'C'], ['S', 'b'], ['b', 'C'], ['W', 'C'], ['C', 'a']]),
  tile('V03', 'volcano', 'NE', SEPARATE, { a: 'NE', b: 'SW' }, [['N', 'a'], ['a', 'E'], ['S', 'b'], ['b', 'W']]),
  tile('V04', 'volcano', 'SW', SEPARATE, { a: 'NW', b: 'SE', c: 'NE' }, [['N', 'a'], ['a', 'b'], ['b', 'S'], ['E', 'c'], ['W', 'a']]),
  tile('V05', 'volcano', 'NE', [['NW', 'NE'], ['SE'], ['SW']], { a: 'NW', b: 'SE' }, [['N', 'a'], ['E', 'C'], ['S', 'C'], ['W', 'C'], ['C', 'b']]),
  tile('V06', 'volcano', 'NW', [['NW', 'SE'], ['NE'], ['SW']], { a: 'NE', b: 'SW' }, [['N', 'a'], ['a', 'E'], ['S', 'b'], ['b', 'W']]),
  tile('V07', 'volcano', 'SE', [['NW', 'NE'], ['SE', 'SW']], { a: 'NW', b: 'SW', c: 'NE' }, [['E', 'a'], ['a', 'W'], ['S', 'b'], ['N', 'c']]),
  tile('V08', 'volcano', 'NE', [['NW', 'NE', 'SE'], ['SW']], { a: 'SW', b: 'NW', c: 'NE' }, [['S', 'a'], ['a', 'W'], ['N', 'b'], ['E', 'c']]),
  tile('V09', 'volcano', 'SW', [['NW', 'NE', 'SE'], ['SW']], { a: 'NW', b: 'SE', c: 'SW' }, [['N', 'a'], ['E', 'b'], ['S', 'c'], ['c', 'W']]),
  // Lake
  tile('L01', 'lake', 'SE', SEPARATE, { a: 'SW' }, [['N', 'S'], ['E', 'a'], ['a', 'W']]),
  tile('L02', 'lake', 'NW', SEPARATE, { a: 'SE' }, [['N', 'C'], ['E', 'C'], ['S', 'C'], ['W', 'C'], ['C', 'a']]),
  tile('L03', 'lake', 'SW', SEPARATE, { a: 'NW', b: 'SE' }, [['N', 'a'], ['a', 'W'], ['E', 'b'], ['b', 'S']]),
  tile('L04', 'lake', 'NE', SEPARATE, { a: 'SW', b: 'NE', c: 'SE' }, [['W', 'a'], ['a', 'b'], ['b', 'E'], ['S', 'c'], ['N', 'b']]),
  tile('L05', 'lake', 'SE', [['NE', 'SE'], ['SW'], ['NW']], { a: 'NE', b: 'NW' }, [['E', 'a'], ['N', 'C'], ['S', 'C'], ['W', 'C'], ['C', 'b']]),
  tile('L06', 'lake', 'SW', [['NE', 'SW'], ['NW'], ['SE']], { a: 'NW', b: 'SE' }, [['N', 'a'], ['a', 'W'], ['E', 'b'], ['b', 'S']]),
  tile('L07', 'lake', 'NW', [['NE', 'SE'], ['SW', 'NW']], { a: 'NE', b: 'NW', c: 'SE' }, [['N', 'a'], ['a', 'S'], ['W', 'b'], ['E', 'c']]),
  tile('L08', 'lake', 'SE', [['NE', 'SE', 'SW'], ['NW']], { a: 'NW', b: 'SE', c: 'NE' }, [['N', 'a'], ['a', 'W'], ['S', 'b'], ['E', 'c']]),
  tile('L09', 'lake', 'NE', [['NW', 'SW', 'SE'], ['NE']], { a: 'SW', b: 'SE', c: 'NW' }, [['W', 'a'], ['S', 'b'], ['N', 'c'], ['c', 'E']]),
  // Forest
  tile('F01', 'forest', 'NE', SEPARATE, { a: 'SW', b: 'NE' }, [['N', 'a'], ['a', 'S'], ['E', 'b'], ['b', 'W']]),
  tile('F02', 'forest', 'SW', SEPARATE, { a: 'NW', b: 'NE', c: 'SE' }, [['W', 'a'], ['a', 'C'], ['N', 'b'], ['b', 'C'], ['E', 'C'], ['S', 'c'], ['c', 'C']]),
  tile('F03', 'forest', 'SE', SEPARATE, { a: 'NW' }, [['N', 'a'], ['a', 'E'], ['S', 'W']]),
  tile('F04', 'forest', 'NW', SEPARATE, { a: 'SE', b: 'NE' }, [['N', 'b'], ['b', 'a'], ['a', 'S'], ['E', 'W']]),
  tile('F05', 'forest', 'NW', [['SE', 'SW'], ['NW'], ['NE']], { a: 'SE', b: 'NE' }, [['S', 'a'], ['N', 'C'], ['E', 'C'], ['W', 'C'], ['C', 'b']]),
  tile('F06', 'forest', 'SE', [['NW', 'SE'], ['NE'], ['SW']], { a: 'NW', b: 'SW' }, [['N', 'a'], ['a', 'E'], ['S', 'b'], ['b', 'W']]),
  tile('F07', 'forest', 'SW', [['NW', 'NE'], ['SE', 'SW']], { a: 'NE', b: 'SE', c: 'NW' }, [['E', 'a'], ['a', 'W'], ['S', 'b'], ['N', 'c']]),
  tile('F08', 'forest', 'NW', [['NW', 'NE', 'SE'], ['SW']], { a: 'SW', b: 'NW', c: 'SE' }, [['S', 'a'], ['a', 'W'], ['N', 'b'], ['E', 'c']]),
  tile('F09', 'forest', 'SE', [['NW', 'NE', 'SW'], ['SE']], { a: 'NE', b: 'NW', c: 'SE' }, [['N', 'a'], ['W', 'b'], ['E', 'c'], ['c', 'S']]),
  // Mountain
  tile('M01', 'mountain', 'SW', SEPARATE, { a: 'NE', b: 'SE' }, [['N', 'a'], ['a', 'S'], ['E', 'b'], ['b', 'W']]),
  tile('M02', 'mountain', 'NE', SEPARATE, { a: 'SW' }, [['N', 'C'], ['E', 'C'], ['S', 'C'], ['W', 'a'], ['a', 'C']]),
  tile('M03', 'mountain', 'NW', SEPARATE, { a: 'SE', b: 'NE' }, [['N', 'b'], ['b', 'W'], ['E', 'a'], ['a', 'S']]),
  tile('M04', 'mountain', 'SE', SEPARATE, { a: 'NW', b: 'SW', c: 'NE' }, [['E', 'a'], ['a', 'b'], ['b', 'W'], ['N', 'c'], ['S', 'b']]),
  tile('M05', 'mountain', 'SW', [['SW', 'NW'], ['NE'], ['SE']], { a: 'NW', b: 'NE' }, [['W', 'a'], ['N', 'C'], ['E', 'C'], ['S', 'C'], ['C', 'b']]),
  tile('M06', 'mountain', 'NE', [['NE', 'SW'], ['NW'], ['SE']], { a: 'SE' }, [['N', 'W'], ['E', 'a'], ['a', 'S']]),
  tile('M07', 'mountain', 'NE', [['NE', 'SE'], ['SW', 'NW']], { a: 'SW', b: 'SE', c: 'NW' }, [['N', 'a'], ['a', 'S'], ['E', 'b'], ['W', 'c']]),
  tile('M08', 'mountain', 'SW', [['SE', 'SW', 'NW'], ['NE']], { a: 'NE', b: 'SE', c: 'SW' }, [['N', 'a'], ['a', 'E'], ['S', 'b'], ['W', 'c']]),
  tile('M09', 'mountain', 'NW', [['NE', 'SE', 'SW'], ['NW']], { a: 'SE', b: 'SW', c: 'NE' }, [['E', 'a'], ['S', 'b'], ['N', 'c'], ['c', 'W']]),
]);
