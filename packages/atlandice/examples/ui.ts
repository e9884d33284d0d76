import { click, groupActions, seatLabel } from '@tabula/core/ui';
import { atlandice } from '@tabula/atlandice';
import { atlandiceClicks, atlandiceWords, boardShapes } from '@tabula/atlandice/ui';

const state = atlandice.setup({ players: 2, seed: 'lost-city' });
const seat = atlandice.activeSeats(state)[0]!;
const view = atlandice.view(state, seat);                     // a UI reads a seat's view, never the state

const banner = atlandiceWords.banner(view, seat);             // 'Take a die beside a sector'
const shapes = boardShapes(view);                             // sectors, dice, resources, the submarine, the clock: each with x, y
const lit = click(atlandiceClicks, view, view.legal, []);     // { do: 'click', targets: [{ kind: 'sector', sector: 2 }, …] }
const sector = lit.do === 'click' ? lit.targets[0]! : undefined;
const asked = sector && click(atlandiceClicks, view, view.legal, [sector]); // 2 players: keep the die, or give it to the neutral player?
const menu = groupActions(view.legal, atlandiceWords, view);  // the legal actions in words, grouped when the list is long

const out = atlandice.apply(state, seat, view.legal[0]!);
const said = out.ok ? out.events.map((e) => atlandiceWords.event(e, seat, atlandice.view(out.state, seat))) : [];
// → ['you took a die from the Library', 'you took a book from the Library', …]
const who = seatLabel(seat);                                  // 'Seat 2': seats are named from 1 for people

export { banner, shapes, lit, asked, menu, said, who, seat };
