/**
 * Turning a tile's data from its unrotated frame into the board frame (K2.1).
 *
 * @module
 */
import { SIDES, type LandTile, type Side } from '../data/types';
import { rotateQuadrant, rotateSide, type Rotation } from './coords';
import { hasOnlyFields, mapped } from './shapes';

/** A route node after `rotation`: route ends turn with the tile; the centre and docks keep their names. */
export function rotateRouteNode(node: string, rotation: Rotation): string {
  return (SIDES as readonly string[]).includes(node) ? rotateSide(node as Side, rotation) : node;
}

/**
 * The tile as it lies after `rotation` quarter turns clockwise: its joins, icon quadrant, docks'
 * pieces and route ends all turned; ids unchanged. Rotation 0 returns the tile itself.
 */
export function rotateTile(tile: LandTile, rotation: Rotation): LandTile {
  if (rotation === 0) return tile;
  const iconQuadrant = rotateQuadrant(tile.iconQuadrant, rotation);
  const joins = mapped(tile.joins, (group) => mapped(group, (q) => rotateQuadrant(q, rotation)));
  const docks = mapped(tile.docks, (dock) => ({ id: dock.id, piece: rotateQuadrant(dock.piece, rotation) }));
  const routes = mapped(tile.routes, ([a, b]) => [rotateRouteNode(a, rotation), rotateRouteNode(b, rotation)] as const);
  // A tile of exactly the documented fields, in order, is rebuilt as one literal: the same object as
  // the spread below, but of the one hidden class every such tile shares (a spread makes a new one
  // each time, and the rules read tiles everywhere). Any other tile keeps all its fields.
  if (hasOnlyFields(tile, TILE_FIELDS)) return { id: tile.id, icon: tile.icon, iconQuadrant, joins, docks, routes, provisional: tile.provisional };
  return { ...tile, iconQuadrant, joins, docks, routes };
}

/** A {@link LandTile}'s fields, in the order the data and {@link rotateTile} write them. */
const TILE_FIELDS: readonly (keyof LandTile)[] = ['id', 'icon', 'iconQuadrant', 'joins', 'docks', 'routes', 'provisional'];

