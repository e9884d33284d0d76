/**
 * The Akrotiri board, drawn from a seat's view as SVG: the sea with Thera and the land tiles
 * (their islands, shipping routes and docks, icons, cubes, temples and boats) on the left,
 * turned half round for the seat on the north side so each seat reads "above" as up (K2.6);
 * beside it the turn, Thera's market, the Oracle, the decks and the goal cards on offer; below,
 * each seat's player board, drachmas, boat and cargo, tile in hand, map cards and goal cards as
 * the viewer may see them. What a click selects comes from the kit's click paths
 * (`akrotiriClicks`, through `useClicks`): the things that go on a legal action's path light up
 * (see `SeaMap`, `Panel` and `Seats`), the buttons are the kit's; the action list covers the same
 * actions.
 *
 * @module
 */
import { useId, type ReactNode } from 'react';
import type { AkrotiriAction, AkrotiriEvent, AkrotiriView } from '@tabula/akrotiri';
import type { BoardProps } from '../types';
import { useClicks } from '../clicks';
import { capitalized, useChooser } from '../kit';
import { IconDefs, IconIds } from './art';
import { PANEL_W, Panel, panelLayout } from './Panel';
import { SEAT_W, SeatBoard, seatLayout } from './Seats';
import { SeaMap, mapHeight } from './SeaMap';
import { akrotiriClicks } from '@tabula/akrotiri/ui';

/** The whole drawing's width, and the sea's box. */
const WIDTH = SEAT_W * 2 + 16;
const MAP_BOX = { left: 0, top: 0, width: WIDTH - PANEL_W - 16, height: 760 };

/** The Akrotiri board. */
export function AkrotiriBoard({ view, viewer, legal, act, lastEvents }: BoardProps<AkrotiriView, AkrotiriAction, AkrotiriEvent>): ReactNode {
  // What a click selects is the kit's: its click paths, narrowed by the clicks so far.
  const clicks = useClicks(akrotiriClicks, view, legal, useChooser((a) => capitalized(akrotiriClicks.label(a, view)), act, legal));
  const seats = view.seats ?? [];
  const top = Math.max(mapHeight(view, viewer, MAP_BOX), panelLayout(view).height) + 14;
  const seatHeight = Math.max(...seats.map((_, seat) => seatLayout(view, seat).height), 0);
  const height = top + seatHeight + 2;
  const icons = `akicon${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <div className="board akrotiri-board">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label="Akrotiri board" className="board-svg" fontFamily="system-ui, sans-serif">
        <defs>
          <IconDefs prefix={icons} />
        </defs>
        <IconIds.Provider value={icons}>
          <SeaMap view={view} viewer={viewer} clicks={clicks} lastEvents={lastEvents} box={MAP_BOX} />
          <Panel view={view} viewer={viewer} clicks={clicks} x={WIDTH - PANEL_W} y={0} />
          {seats.map((_, seat) => (
            <SeatBoard key={seat} view={view} viewer={viewer} seat={seat} clicks={clicks} x={seat * (SEAT_W + 16)} y={top} height={seatHeight} />
          ))}
        </IconIds.Provider>
      </svg>
      {clicks.chooser.element}
    </div>
  );
}
