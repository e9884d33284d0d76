import { createMatch } from '@tabula/core';
import { buttons, click, groupActions } from '@tabula/core/ui';
import { akrotiri } from '@tabula/akrotiri';
import { akrotiriClicks, akrotiriWords, seaShapes } from '@tabula/akrotiri/ui';

const match = createMatch(akrotiri, { players: 2, seed: 'kit', options: { startPlayer: 0 } });
const me = match.seat(0);
const view = me.view();

// The banner, and long lists as a menu: the first tile's cells, four turns each.
const banner = akrotiriWords.banner(view, 0);                 // 'Place your tile beside a tile or Thera'
const menu = groupActions(me.legalActions(), akrotiriWords, view); // { groups: [{ name: 'cell -1,-2', size: 4, … }, …] }

// What to draw: Thera, the free cells, tiles, pieces, docks, cubes, temples, boats (in cells).
const shapes = seaShapes(view);                               // [{ kind: 'thera', side: 2, x: 0, y: 0 }, …]

// A click on a free cell asks which way to turn the tile; the answer is played.
const asked = click(akrotiriClicks, view, me.legalActions(), [{ kind: 'cell', x: -1, y: -2 }]);
// → { do: 'ask', choices: [{ label: 'unturned', action: { type: 'placeTile', x: -1, y: -2, rotation: 0 } }, …] }
if (asked.do === 'ask') me.apply(asked.choices[0]!.action);
const pressable = buttons(akrotiriClicks, me.view(), me.legalActions()); // [] : the second cube is clicked, not pressed

// The events in words, as this seat received them: "you" for itself, "Seat 2" for the other.
const told = me.getSnapshot().lastEvents.map((e) => akrotiriWords.event(e, 0, me.view()));
// → ['You place tile … on cell -1,-2, unturned', 'You put a … cube on the … quarter of cell -1,-2']

export { banner, menu, shapes, asked, pressable, told };
