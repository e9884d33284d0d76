/**
 * Akrotiri in words, as a seat sees it: every action and event, the banner above the board, and
 * the names of goal cards, map cards, docks, rewards and quarters. One source for the playground,
 * the CLI, `npm start` and your UI. Seats are "Seat 1" for seat 0 (or the names a table gives),
 * "you" for the viewer; a drawn tile, map card or goal card seen by the other seat is only
 * counted, as its redacted event says.
 *
 * @module
 */
import type { Seat, SeenAction } from '@tabula/core';
import { genericEvent, inWords, listWords, plural, seatLabel, seatWord, secretNote, type GameWords, type SeatNames } from '@tabula/core/ui';
import {
  BUY_PRICES,
  GOALS,
  PROVISIONAL_COMPONENTS,
  type AkrotiriAction,
  type AkrotiriEvent,
  type AkrotiriView,
  type MapCard,
  type Quadrant,
  type TempleReward,
} from '@tabula/akrotiri';

/** An event or action read loosely: words never fail on a field of an unexpected shape. */
type Loose = Record<string, unknown>;

/** A value as text: strings as they are, numbers as numbers, anything else as "?". */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
}

/** A number of a loose field, or 0. */
function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A string list of a loose field. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text) : [];
}

/** The first letter in capitals. */
function sentence(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The subject of a sentence and its verb, agreeing: "you draw" for the viewer, "Seat 2 draws"
 * for another seat (`they`: the verb's third-person form).
 */
export function subject(seat: unknown, viewer: Seat | null, you: string, they: string, names?: SeatNames): string {
  const who = seatWord(seat, viewer, names);
  return `${who} ${who === 'you' ? you : they}`;
}

/** A quarter of a cell in words: `NW` is "north-west". */
export function quadrantWords(quadrant: Quadrant | string): string {
  const words: Record<string, string> = { NW: 'north-west', NE: 'north-east', SE: 'south-east', SW: 'south-west' };
  return words[quadrant] ?? inWords(quadrant);
}

/** A cell in words: "cell 1,−2" (x east, y south of Thera's centre). */
export function cellWords(x: unknown, y: unknown): string {
  return `cell ${text(x)},${text(y)}`;
}

/** A goal card in words: "goal G4: … (2 points)". */
export function goalWords(id: string): string {
  const goal = GOALS.find((g) => g.id === id);
  return goal ? `goal ${id}: ${goal.text} (${plural(goal.points, 'point')})` : `goal ${id}`;
}

/** A dock in words: Thera's docks by side ("Thera's north dock"), a tile's by cell ("dock a of cell 1,2"). */
export function dockWords(dock: string): string {
  if (dock.startsWith('thera:')) return `Thera’s ${dock.slice(6)} dock`;
  const m = /^(-?\d+),(-?\d+):(.+)$/.exec(dock);
  return m ? `dock ${m[3]} of ${cellWords(m[1], m[2])}` : `dock ${dock}`;
}

/** A tile's quarter turns clockwise in words, by rotation (0 to 3). */
export const ROTATION_WORDS: readonly string[] = ['unturned', 'turned a quarter clockwise', 'turned half round', 'turned three quarters clockwise'];

/** A rotation in words (see {@link ROTATION_WORDS}). */
function rotationWords(rotation: unknown): string {
  return (typeof rotation === 'number' ? ROTATION_WORDS[rotation] : undefined) ?? `turned ${text(rotation)}`;
}

/** A reward of the player board in words (K1.4): "4 actions a turn", "a goal card", "the last temple: the end". */
export function rewardWords(reward: TempleReward | undefined): string {
  if (!reward) return 'nothing';
  switch (reward.kind) {
    case 'actions':
      return `${plural(reward.actions, 'action')} a turn`;
    case 'goal':
      return 'a goal card';
    case 'last':
      return 'the last temple: the end';
  }
}

/** Each icon's plural. */
const ICON_PLURALS: Readonly<Record<string, string>> = { volcano: 'volcanoes', lake: 'lakes', forest: 'forests', mountain: 'mountains' };

/** A map card's requirements in words: "2 volcanoes above, 1 lake left". */
export function requirementWords(map: MapCard): string {
  return map.requirements.map((r) => `${plural(r.count, r.icon, ICON_PLURALS[r.icon])} ${r.direction}`).join(', ');
}

/** A map card in words: "map E04 (1 mountain right; cost 2, 2 VP)". */
export function mapWords(map: MapCard): string {
  return `map ${map.id} (${requirementWords(map)}; cost ${map.cost}, ${map.vp} VP)`;
}

/** Why a cube was not placed, in words (K4.2). */
const SKIP_WORDS: Readonly<Record<string, string>> = {
  colorGone: 'none of that colour is left on the market',
  marketEmpty: 'the market is empty',
  noOtherIsland: 'no piece of the tile lies on another island',
};

/** Why the game ends, in words (K6.1). */
export function endWords(why: unknown): string {
  const words: Record<string, string> = { lastTemple: 'the last temple', noTiles: 'the tiles ran out', noExcavation: 'no temple can be excavated any more' };
  return words[text(why)] ?? inWords(text(why));
}

/** The map card `id` of the view's component set (lasting data), if there is one. */
function mapCard(id: unknown, view?: AkrotiriView): MapCard | undefined {
  return (view?.components ?? PROVISIONAL_COMPONENTS).maps.find((m) => m.id === id);
}

/** "a" or "an" before `word`. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** An Akrotiri action in words (`view`: the viewer's, read only for lasting facts such as a map card's cost). */
function action(seen: SeenAction<AkrotiriAction>, view?: AkrotiriView): string {
  const a = seen as Loose & { type: string };
  switch (a.type) {
    case 'placeTile':
      return `Place the tile in hand on ${cellWords(a.x, a.y)}, ${rotationWords(a.rotation)}`;
    case 'placeCube':
      return `Put ${article(text(a.color))} cube on the ${quadrantWords(text(a.quadrant))} quarter of the new tile`;
    case 'keepGoal':
      // Seen by the other seat, the goal kept is secret: the action comes without it.
      return typeof a.goal === 'string' ? `Keep ${goalWords(a.goal)}` : 'Keep one of the goal cards drawn';
    case 'takeGoal':
      return `Take ${goalWords(text(a.goal))}`;
    case 'placeBoat':
      return `Put the boat on ${dockWords(text(a.dock))}`;
    case 'move':
      return `Move the boat to ${dockWords(text(a.to))}`;
    case 'load':
      return `Load ${article(text(a.color))} cube`;
    case 'excavate': {
      const map = mapCard(a.map, view);
      return `Excavate with map ${text(a.map)}${map ? ` (cost ${map.cost}, ${map.vp} VP)` : ''} on the ${quadrantWords(text(a.quadrant))} quarter of ${cellWords(a.x, a.y)}`;
    }
    case 'buyMaps': {
      const tiers = strings(a.tiers);
      const price = BUY_PRICES[tiers.length - 1];
      return `Buy ${tiers.length === 1 ? 'a map card' : `${tiers.length} map cards`}: ${listWords(tiers)}${price !== undefined ? ` for ${plural(price, 'drachma')}` : ''}`;
    }
    case 'oracle':
      return `Consult the Oracle for ${article(text(a.icon))}`;
    case 'sell':
      return `Sell ${article(text(a.color))} cube`;
    case 'unload':
      return `Unload ${article(text(a.color))} cube`;
    case 'endTurn':
      return 'End the turn';
    default:
      return sentence(genericEvent(a, null));
  }
}

/** An Akrotiri event in words as `viewer` received it. */
function event(input: AkrotiriEvent, viewer: Seat | null, view?: AkrotiriView, names?: SeatNames): string {
  const e = input as unknown as Loose & { type: string };
  const who = (you: string, they: string): string => subject(e.seat, viewer, you, they, names);
  const note = secretNote(e, viewer, names);
  switch (e.type) {
    case 'tilesReshuffled':
      return `The discarded tiles are shuffled into a new deck of ${plural(count(e.tiles), 'tile')}`;
    case 'tileDrawn':
      return sentence(`${who('draw', 'draws')} ${typeof e.tile === 'string' ? `tile ${e.tile}` : 'a tile'}${note}`);
    case 'tilePlaced':
      return sentence(`${who('place', 'places')} tile ${text(e.tile)} on ${cellWords(e.x, e.y)}, ${rotationWords(e.rotation)}`);
    case 'cubePlaced':
      return sentence(`${who('put', 'puts')} ${article(text(e.color))} cube on the ${quadrantWords(text(e.quadrant))} quarter of ${cellWords(e.x, e.y)}`);
    case 'cubeSkipped':
      return sentence(`${who('place', 'places')} no ${e.cube === 1 ? 'first' : 'second'} cube: ${SKIP_WORDS[text(e.reason)] ?? inWords(text(e.reason))}`);
    case 'mapDrawn':
      return sentence(`${who('draw', 'draws')} ${typeof e.map === 'string' ? `${text(e.tier)} map ${e.map}` : `${article(text(e.tier))} map card`}${note}`);
    case 'goalsDrawn':
      return sentence(
        `${who('draw', 'draws')} ${Array.isArray(e.goals) ? listWords(strings(e.goals).map((g) => `goal ${g}`)) : plural(count(e.count), 'goal card')}${note}`,
      );
    case 'goalKept':
      return sentence(`${who('keep', 'keeps')} a goal card${count(e.returned) > 0 ? ` and ${e.seat === viewer ? 'put' : 'puts'} ${e.returned} under the deck` : ''}`);
    case 'goalTaken':
      return sentence(`${who('take', 'takes')} ${goalWords(text(e.goal))}`);
    case 'goalsRevealed':
      return `Goal cards revealed: ${listWords(strings(e.goals))}`;
    case 'boatPlaced':
      return sentence(`${who('put', 'puts')} the boat on ${dockWords(text(e.dock))}`);
    case 'turnStarted':
      return `Turn ${text(e.number)}: ${e.seat === viewer ? 'your' : `${seatWord(e.seat, viewer, names)}’s`} turn, ${plural(count(e.actions), 'action')}`;
    case 'boatMoved':
      return sentence(`${who('move', 'moves')} the boat to ${dockWords(text(e.to))} by ${text(e.by)}${count(e.moves) > 1 ? ` (${plural(count(e.moves), 'move')})` : ''}`);
    case 'cubeLoaded':
      return sentence(`${who('load', 'loads')} ${article(text(e.color))} cube`);
    case 'cubeUnloaded':
      return sentence(`${who('unload', 'unloads')} ${article(text(e.color))} cube on the ${quadrantWords(text(e.quadrant))} quarter of ${cellWords(e.x, e.y)}`);
    case 'cubeSold':
      return sentence(`${who('sell', 'sells')} ${article(text(e.color))} cube for ${plural(count(e.price), 'drachma')}`);
    case 'mapsBought': {
      const tiers = strings(e.tiers);
      return sentence(`${who('buy', 'buys')} ${listWords(tiers)} map ${tiers.length === 1 ? 'card' : 'cards'} for ${plural(count(e.paid), 'drachma')}`);
    }
    case 'templeExcavated':
      return sentence(
        `${who('excavate', 'excavates')} a temple with map ${text(e.map)} on the ${quadrantWords(text(e.quadrant))} quarter of ${cellWords(e.x, e.y)}, paying ${plural(count(e.cost), 'drachma')} (${text(e.vp)} VP)`,
      );
    case 'rewardRevealed':
      return sentence(`${who('uncover', 'uncovers')} ${rewardWords(e.reward as TempleReward | undefined)} on the player board`);
    case 'oracleConsulted': {
      const discarded = strings(e.discarded);
      const keeps = e.seat === viewer ? 'keep' : 'keeps';
      return sentence(
        `${who('consult', 'consults')} the Oracle for ${article(text(e.icon))}: ${keeps} tile ${text(e.kept)}${e.found === false ? ' (none showed it)' : ''}${discarded.length > 0 ? `, discarding ${listWords(discarded)}` : ''}`,
      );
    }
    case 'turnEnded':
      return sentence(`${who('end', 'ends')} the turn`);
    case 'endTriggered':
      return sentence(`${who('trigger', 'triggers')} the end (${endWords(e.why)}): the round is completed`);
    case 'gameEnded': {
      const scores = Array.isArray(e.scores) ? e.scores : [];
      const winners = Array.isArray(e.winners) ? e.winners : [];
      return `Game over (${endWords(e.why)}): ${scores.map((s, i) => `${seatWord(i, viewer, names)} ${text(s)}`).join(', ')}; won by ${winners.length ? listWords(winners.map((w) => seatWord(w, viewer, names))) : 'nobody'}`;
    }
    default:
      return sentence(genericEvent(e, viewer, names));
  }
}

/**
 * The banner above the board: what `viewer` owes now ("Place your tile beside a tile or Thera"),
 * or what the active seat is doing ("Seat 2 is placing a tile"), or "The game is over".
 */
function banner(view: AkrotiriView, viewer: Seat | null, names?: SeatNames): string {
  const pending = view.pending;
  if (view.phase === 'over' || pending === null) return 'The game is over';
  const seat = 'seat' in pending ? pending.seat : view.active[0];
  if (viewer === null || !view.active.includes(viewer)) {
    const doing: Record<string, string> = {
      placeTile: 'placing a tile',
      placeCube: 'placing a cube',
      keepGoal: 'choosing a goal card',
      takeGoal: 'taking a goal card',
      placeBoat: 'placing the boat',
      actions: 'taking actions',
    };
    return `${seatLabel(seat ?? 0, names)} is ${doing[pending.kind] ?? 'playing'}`;
  }
  switch (pending.kind) {
    case 'placeTile':
      return 'Place your tile beside a tile or Thera';
    case 'placeCube':
      return 'Put a second cube on another island of the new tile';
    case 'keepGoal':
      return `Keep 1 of the ${plural(pending.drawnCount, 'goal card')} drawn`;
    case 'takeGoal':
      return 'Take one of the goal cards face up';
    case 'placeBoat':
      return 'Put your boat on a free dock of Thera';
    case 'actions': {
      const turn = view.turn;
      if (!turn) return 'Take your actions';
      const left = turn.allowed - turn.used;
      const sequence = turn.sequence;
      const under = !sequence ? '' : sequence.kind === 'move' ? `; a move under way (${plural(sequence.movesLeft, 'free move')} left)` : `; loading (${sequence.loaded} loaded)`;
      return `Your turn: ${plural(left, 'action')} of ${turn.allowed} left${under}`;
    }
    default:
      return 'Your move';
  }
}

/** What a group of actions of one type is called in a long list. */
const GROUPS: Readonly<Record<AkrotiriAction['type'], string>> = {
  placeTile: 'place the tile in hand',
  placeCube: 'place a cube',
  keepGoal: 'keep a goal card',
  takeGoal: 'take a goal card',
  placeBoat: 'place the boat',
  move: 'move the boat',
  load: 'load a cube',
  excavate: 'excavate',
  buyMaps: 'buy map cards',
  oracle: 'consult the Oracle',
  sell: 'sell a cube',
  unload: 'unload a cube',
  endTurn: 'end the turn',
};

/** Long lists grouped further: tiles by cell, excavations by map card, cubes by colour. */
function subgroup(a: AkrotiriAction): string | undefined {
  switch (a.type) {
    case 'placeTile':
      return cellWords(a.x, a.y);
    case 'excavate':
      return `map ${a.map}`;
    case 'placeCube':
      return `${a.color} cube`;
    default:
      return undefined;
  }
}

/**
 * Akrotiri's words: every action and event as a seat sees it, the banner, and the keys that
 * group long lists of legal actions (by type, then tiles by cell, excavations by map card).
 *
 * ```ts
 * akrotiriWords.action({ type: 'buyMaps', tiers: ['easy'] });            // 'Buy a map card: easy for 1 drachma'
 * akrotiriWords.event({ type: 'turnEnded', seat: 1 }, 0);                 // 'Seat 2 ends the turn'
 * akrotiriWords.banner(view, 0);                                          // 'Your turn: 3 actions of 3 left'
 * ```
 */
export const akrotiriWords: GameWords<AkrotiriView, AkrotiriAction, AkrotiriEvent> = {
  action,
  event,
  banner,
  group: (a) => GROUPS[a.type] ?? inWords(String((a as { type: unknown }).type)),
  subgroup,
};
