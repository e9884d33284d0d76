// Everything on the loop at its centre, in the units of a drawing 1,000 wide: each space in loop
// order (the Temple first, clockwise from the top left), its privilege slots and gods (areas) or
// the dice lying there (white spaces), and a pawn per seat. The boxes behind them (`loopCentres`,
// `SPACE_W`, `SPACE_H`, the turn's panel `CENTRE`, the hand's row `HAND_Y`) come with it.
export { loopShapes, type Shape } from '@tabula/clockwork-empire/ui';
