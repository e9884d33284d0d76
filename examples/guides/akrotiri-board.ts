// Everything on the sea at its centre, in cells (x east, y south, (0, 0) Thera's centre): Thera,
// the free cells, each tile with its pieces (and their islands), docks, cubes, temples and boats.
// Turned half round for seat 1 unless told otherwise. The shapes of a tile's land, routes and
// docks (`tilePaths`, `dockPoints`) and a pixel frame (`fitFrame`, `toPixels`) come with it.
export { seaShapes, type Shape } from '@tabula/akrotiri/ui';
