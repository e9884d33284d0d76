import { click, groupActions, seatLabel } from '@tabula/core/ui';
import { survive } from '@tabula/survive';
import { hexPoint, islandShapes, surviveClicks, surviveWords } from '@tabula/survive/ui';

const state = survive.setup({ players: 3, seed: 'atlantis' });
const view = survive.view(state, 0);                          // a UI reads a seat's view, never the state

const banner = surviveWords.banner(view, 0);                  // 'Place an explorer: choose an empty terrain tile, then its value'
const menu = groupActions(view.legal, surviveWords, view);    // 240 placements: 6 groups of 40, by value
const hex = view.legal[0]!.type === 'placeExplorer' ? view.legal[0]!.hex : 0;
const asked = click(surviveClicks, view, view.legal, [{ kind: 'hex', hex }]); // { do: 'ask', choices: [{ label: 'an explorer worth 1', … }, …] }
const where = hexPoint(hex);                                  // its centre, for hexes of side 1
const shapes = islandShapes(view);                            // hexes, isles, boats, creatures, explorers: each with x, y

const out = survive.apply(state, 0, { type: 'placeExplorer', hex, value: 6 });
const seen = out.ok ? survive.eventsFor(out.events, 1) : [];  // as seat 1 received them
const said = seen.map((e) => surviveWords.event(e, 1));        // ['Seat 1 placed explorer 0 on hex 31']: no value
const heard = surviveWords.action(survive.actionFor({ type: 'placeExplorer', hex, value: 6 }, 0, 1)); // 'place an explorer on hex 31'
const who = seatLabel(0);                                     // 'Seat 1': seats are named from 1 for people

export { banner, menu, asked, where, shapes, said, heard, who, hex };
