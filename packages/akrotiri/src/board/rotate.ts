/**
 * Turning a tile's data from its unrotated frame into the board frame (K2.1).
 *
 * @module
 */
import { SIDES, type LandTile, type Side } from '../data/types';
import { rotateQuadrant, rotateSide, type Rotation } from './coords';

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
  return {
    ...tile,
    iconQuadrant: rotateQuadrant(tile.iconQuadrant, rotation),
    joins: tile.joins.map((group) => group.map((q) => rotateQuadrant(q, rotation))),
    docks: tile.docks.map((dock) => ({ id: dock.id, piece: rotateQuadrant(dock.piece, rotation) })),
    routes: tile.routes.map(([a, b]) => [rotateRouteNode(a, rotation), rotateRouteNode(b, rotation)] as const),
  };
}
