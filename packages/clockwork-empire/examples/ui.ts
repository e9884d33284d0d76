import { createMatch } from '@tabula/core';
import { buttons, click } from '@tabula/core/ui';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { clockworkEmpireClicks, clockworkEmpireWords, loopShapes } from '@tabula/clockwork-empire/ui';

const match = createMatch(clockworkEmpire, { players: 3, seed: 'kit' });
const seat = match.getSnapshot().activeSeats[0]!;
const me = match.seat(seat);

// The banner: the mulligan first. Its only button keeps the hand.
const banner = clockworkEmpireWords.banner(me.view(), seat); // 'Discard any cards you do not want, then draw up to 4'
const pressable = buttons(clockworkEmpireClicks, me.view(), me.legalActions()); // [{ label: 'Keep these: draw up to 4', action: { type: 'done' } }]
me.apply(pressable[0]!.action);

// What to draw: the loop's spaces (the Temple first), privilege slots, gods, dice, pawns.
const shapes = loopShapes(me.view());                      // [{ kind: 'space', space: 'temple', index: 0, colour: 'purple', x, y }, …]

// Clicking a card of the hand discards it (a mulligan); the events say so, in words.
const other = match.getSnapshot().activeSeats[0]!;
const them = match.seat(other);
const card = them.view().seats[other]!.hand![0]!;
const next = click(clockworkEmpireClicks, them.view(), them.legalActions(), [{ kind: 'card', card }]);
// → { do: 'play', action: { type: 'discard', card } }
if (next.do === 'play') them.apply(next.action);
const told = them.getSnapshot().lastEvents.map((e) => clockworkEmpireWords.event(e, other, them.view()));
// → ['You discard … (mulligan)']
const heard = match.seat(seat).events().slice(-1).map((e) => clockworkEmpireWords.event(e, seat));
// → ['Seat … discards … (mulligan)']: a discard is shown to all

export { banner, pressable, shapes, next, told, heard };
