/**
 * Survive in words: hexes, isles, tiles and their backs, pieces, every action and every event as a
 * seat received them, the decision owed and the banner above a board. One source for the
 * playground, the CLI, `npm start` and any UI.
 *
 * Seats are named as `@tabula/core/ui` names them ("Seat 1" for seat 0, or the names a table
 * gives; "you" for the viewer). The words read only what a seat received: an action another seat
 * placed an explorer with has no value (`actionFor`), a kept tile's removal seen by another seat
 * has no tile or back (`eventsFor`), and a view's explorer values are `null` where they are
 * secret; what is missing is said to be hidden, never guessed.
 *
 * @module
 */
import type { Seat, SeenAction } from '@tabula/core';
import { genericEvent, inWords, listWords, plural, seatLabel, seatWord, secretNote, type GameWords, type SeatNames } from '@tabula/core/ui';
import {
  HEX_COUNT,
  TERRAIN_TILES,
  TERRAINS,
  TILE_BACK_CLASS,
  hexOf,
  safeIsleOf,
  type EndReason,
  type SafeIsle,
  type SurviveAction,
  type SurviveEvent,
  type SurviveView,
  type Terrain,
  type TileBack,
} from '@tabula/survive';

/** A loose record: words read events and actions tolerantly, so a field of another shape never throws. */
type Loose = Record<string, unknown>;

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '?' : (JSON.stringify(value) ?? String(value)));

/** A hex's name for people: "hex 40", the number the playground draws on each hex. */
export function hexName(hex: unknown): string {
  return `hex ${text(hex)}`;
}

/** A hex's name on a map with row and column axes: "r5c3" (S9's grid), as the CLI draws it. */
export function hexGridName(hex: unknown): string {
  const n = num(hex);
  if (n === undefined || !Number.isInteger(n) || n < 0 || n >= HEX_COUNT) return hexName(hex);
  const [row, col] = hexOf(n);
  return `r${row}c${col}`;
}

/** A name of the rules in words: a tile back (`moveSeaSerpent` is "move sea serpent"), a creature, a cause. */
export function backWords(back: string): string {
  return inWords(back).toLowerCase();
}

/** A tile the viewer may know (its own hand, a tile played or shown): "tile 12: dolphin (beach)". */
export function tileWords(tile: unknown): string {
  const t = TERRAIN_TILES[num(tile) ?? -1];
  return t ? `tile ${text(tile)}: ${backWords(t.back)} (${t.terrain})` : `tile ${text(tile)}`;
}

/** Each safe isle's name, from the corner of the board it lies in. */
export const ISLE_NAMES: Readonly<Record<SafeIsle, string>> = { NW: 'North-west isle', NE: 'North-east isle', SW: 'South-west isle', SE: 'South-east isle' };

/** A safe isle in words: "the north-west isle" (an unknown name as it is). */
export function isleWords(isle: unknown): string {
  const name = (ISLE_NAMES as Record<string, string | undefined>)[text(isle)];
  return name ? `the ${name.charAt(0).toLowerCase()}${name.slice(1)}` : `the ${text(isle)} isle`;
}

/** What a tile back does, in a few words (S6). */
export const BACK_EFFECTS: Readonly<Record<TileBack, string>> = {
  shark: 'a shark appears where the tile was',
  whale: 'a whale appears where the tile was',
  boat: 'a boat appears where the tile was, taking up to 3 swimmers aboard',
  whirlpool: 'everything in that space and the sea around it sinks',
  volcano: 'the volcano erupts: the game ends',
  dolphin: 'move one of your swimmers 1–3 sea spaces',
  winds: 'move a boat you control 1–3 sea spaces',
  moveSeaSerpent: 'move a sea serpent to any vacant sea space',
  moveShark: 'move a shark to any vacant sea space',
  moveWhale: 'move a whale to any vacant sea space',
  killShark: 'on another turn: remove a shark about to eat your swimmer',
  killWhale: 'on another turn: remove a whale about to capsize your boat',
};

/** A tile's class of back in words (S6): green at once, red held for your turn, defence held for others'. */
export function backClassWords(back: TileBack): string {
  const cls = TILE_BACK_CLASS[back];
  return cls === 'green' ? 'at once' : cls === 'defence' ? 'defence' : 'red';
}

/** Why the game ended, in words. */
export function endWords(reason: EndReason | string): string {
  switch (reason) {
    case 'volcano':
      return 'the volcano erupted';
    case 'islandSunk':
      return 'the island sank';
    case 'noExplorersLeft':
      return 'no explorer is left on the board';
    case 'roundLimit':
      return 'the round limit was reached';
    default:
      return inWords(String(reason));
  }
}

/** The four steps of a turn (S2), in order, with their titles. */
export const STEPS: readonly { step: SurviveView['step']; title: string }[] = [
  { step: 'tile', title: 'Play a tile' },
  { step: 'move', title: 'Move' },
  { step: 'remove', title: 'Remove a tile' },
  { step: 'creature', title: 'Creature' },
];

/** The piece a red tile moves: an explorer (dolphin), a boat (winds) or a creature (the move tiles). */
export function tilePiece(tile: number): 'explorer' | 'boat' | 'creature' | null {
  const back = TERRAIN_TILES[tile]?.back;
  if (back === 'dolphin') return 'explorer';
  if (back === 'winds') return 'boat';
  if (back === 'moveSeaSerpent' || back === 'moveShark' || back === 'moveWhale') return 'creature';
  return null;
}

/** The lowest terrain left on the island: S4.1 removes it first. */
export function lowestTerrain(view: Pick<SurviveView, 'terrain'>): Terrain | null {
  for (const t of TERRAINS) if ((view.terrain ?? []).includes(t)) return t;
  return null;
}

/** How the words name things: hexes ("hex 40" by default) and seats (the table's names). */
export interface SurviveWordsOptions {
  /** A hex's name: {@link hexName} (the default) or {@link hexGridName}. */
  hexName?: (hex: number) => string;
}

/** What a phrase-maker needs: the viewer, the view, the names, and how hexes are named. */
interface Say {
  viewer: Seat | null;
  view: SurviveView | undefined;
  names: SeatNames | undefined;
  hex: (hex: unknown) => string;
}

/** A creature in words: its kind when the event or the view tells it ("shark 6"), else "creature 6". */
function creatureWords(creature: unknown, view: SurviveView | undefined, kind?: unknown): string {
  const k = typeof kind === 'string' ? kind : view?.creatures?.[num(creature) ?? -1]?.kind;
  return `${k ? backWords(k) : 'creature'} ${text(creature)}`;
}

/** The seat that owns an explorer, when the view tells it. */
function ownerOf(explorer: unknown, view: SurviveView | undefined): Seat | undefined {
  const colour = view?.explorers?.[num(explorer) ?? -1]?.colour;
  return colour === undefined ? undefined : view?.colourOwner?.[colour];
}

/** An explorer in an event: "your explorer 4", "Seat 2's explorer 4", "explorer 4". */
function explorerOf(explorer: unknown, s: Say): string {
  const owner = ownerOf(explorer, s.view);
  if (owner === undefined) return `explorer ${text(explorer)}`;
  return `${owner === s.viewer ? 'your' : `${seatLabel(owner, s.names)}'s`} explorer ${text(explorer)}`;
}

/** An explorer in an action (said to anyone): "explorer 4 (Seat 1)", "explorer 4". */
function explorerIn(explorer: unknown, view: SurviveView | undefined, names: SeatNames | undefined): string {
  const owner = ownerOf(explorer, view);
  return owner === undefined ? `explorer ${text(explorer)}` : `explorer ${text(explorer)} (${seatLabel(owner, names)})`;
}

/** " (forest)" for a hex with a terrain tile in the view, "" otherwise. */
function terrainOf(hex: unknown, view: SurviveView | undefined): string {
  const t = view?.terrain?.[num(hex) ?? -1];
  return t ? ` (${t})` : '';
}

/** Where an explorer is now, in words: "on hex 40 (beach)", "aboard boat 2 on hex 41", "swimming on hex 41", "safe on the north-west isle", "dead". */
export function whereWords(explorer: number, view: SurviveView, hex: (hex: number) => string = hexName): string {
  const e = view.explorers?.[explorer];
  if (!e) return '';
  switch (e.status) {
    case 'land':
      return `on ${hex(e.hex)}${terrainOf(e.hex, view)}`;
    case 'boat':
      return `aboard boat ${e.boat} on ${hex(e.hex)}`;
    case 'sea':
      return `swimming on ${hex(e.hex)}`;
    case 'saved':
      return `safe on ${isleWords(e.isle ?? '')}`;
    default:
      return 'dead';
  }
}

/** What a hex holds now, in words: "hex 40 (forest)", "hex 41 (sea)". */
export function hexWords(hex: number, view: Pick<SurviveView, 'terrain'>, name: (hex: number) => string = hexName): string {
  return `${name(hex)} (${view.terrain?.[hex] ?? 'sea'})`;
}

/**
 * An explorer as a board names it (its accessible name): its owner, its value only where the
 * view gives it, and where it is ("Seat 1's explorer 4: value 3, on hex 40 (beach)"; "value
 * hidden" where the view holds `null`).
 */
export function explorerLabel(explorer: number, view: SurviveView, names?: SeatNames): string {
  const e = view.explorers?.[explorer];
  if (!e) return `explorer ${explorer}`;
  const owner = view.colourOwner?.[e.colour];
  const who = owner === undefined ? '' : `${seatLabel(owner, names)}'s `;
  const value = e.value === null ? ', value hidden' : `: value ${e.value}`;
  return `${who}explorer ${explorer}${value}, ${whereWords(explorer, view)}`;
}

/** A boat in words, with how many are aboard where the view tells it: "boat 3 (2 aboard)". */
function boatWords(boat: unknown, view: SurviveView | undefined): string {
  const b = view?.boats?.[num(boat) ?? -1];
  return b ? `boat ${text(boat)} (${b.passengers.length > 0 ? `${b.passengers.length} aboard` : 'empty'})` : `boat ${text(boat)}`;
}

/** The isle an explorer reaches or reached, from the view. */
function isleOfExplorer(explorer: unknown, view: SurviveView | undefined): SafeIsle | undefined {
  const e = view?.explorers?.[num(explorer) ?? -1];
  if (!e) return undefined;
  return e.status === 'saved' ? (e.isle ?? undefined) : safeIsleOf(e.hex);
}

/** An action in words (lower-case first); a `placeExplorer` seen by another seat has no value, and says so. */
function actionSentence(action: SeenAction<SurviveAction>, view: SurviveView | undefined, names: SeatNames | undefined, hex: (h: unknown) => string): string {
  const a = action as unknown as Loose;
  switch (a.type) {
    case 'placeExplorer':
      return `place an explorer${a.value === undefined ? '' : ` worth ${text(a.value)}`} on ${hex(a.hex)}${terrainOf(a.hex, view)}`;
    case 'placeBoat':
      return `place a boat on ${hex(a.hex)}`;
    case 'playTile': {
      const piece = tilePiece(num(a.tile) ?? -1);
      const what = piece === 'explorer' ? `explorer ${text(a.piece)}` : piece === 'boat' ? `boat ${text(a.piece)}` : creatureWords(a.piece, view);
      return `play ${tileWords(a.tile)}: ${what} to ${hex(a.to)}`;
    }
    case 'walk':
      return `walk ${explorerIn(a.explorer, view, names)} to ${hex(a.to)}${terrainOf(a.to, view)}`;
    case 'swim':
      return `swim ${explorerIn(a.explorer, view, names)} to ${hex(a.to)}`;
    case 'board':
      return `board ${explorerIn(a.explorer, view, names)} onto boat ${text(a.boat)}`;
    case 'reachIsle': {
      const isle = isleOfExplorer(a.explorer, view);
      return `bring ${explorerIn(a.explorer, view, names)} to ${isle ? isleWords(isle) : 'a safe isle'}`;
    }
    case 'sail':
      return `sail boat ${text(a.boat)} to ${hex(a.to)}`;
    case 'removeTile': {
      const t = view?.terrain?.[num(a.hex) ?? -1];
      return `remove the ${t ? `${t} ` : ''}tile on ${hex(a.hex)}`;
    }
    case 'chooseBoarder':
      return `put ${explorerIn(a.explorer, view, names)} aboard the new boat`;
    case 'moveCreature':
      return `move ${creatureWords(a.creature, view)} to ${hex(a.to)}`;
    case 'defend':
      return 'play a defence tile';
    case 'pass':
      return 'pass (decline what is optional now)';
    default:
      return genericEvent(action, null, names);
  }
}

const MOVES: Readonly<Record<string, string>> = { walk: 'walked', swim: 'swam', board: 'boarded', dolphin: 'rode a dolphin' };

/** Why a piece died or left, in words: "a shark", "a whirlpool", "the volcano". */
function causeWords(by: unknown): string {
  if (by === 'volcano') return 'the volcano';
  if (by === 'killShark' || by === 'killWhale') return `a ${backWords(String(by))} tile`;
  return typeof by === 'string' ? `a ${backWords(by)}` : 'something';
}

/** An event in words as `s.viewer` received it (lower-case first, past tense). */
function eventSentence(event: SurviveEvent, s: Say): string {
  const e = event as unknown as Loose;
  const who = seatWord(e.seat, s.viewer, s.names);
  const hex = s.hex;
  switch (e.type) {
    case 'explorerPlaced':
      return `${who} placed explorer ${text(e.explorer)} on ${hex(e.hex)}`;
    case 'boatPlaced':
      return `${who} placed boat ${text(e.boat)} on ${hex(e.hex)}`;
    case 'turnStarted':
      return `turn ${text(e.turn)}: ${e.seat === s.viewer ? 'your' : `${who}'s`} turn`;
    case 'stepSkipped':
      return `${who} skipped the ${text(e.step)} step (nothing to do)`;
    case 'tilePlayed':
      return `${who} played ${tileWords(e.tile)}`;
    case 'explorerMoved':
      return `${explorerOf(e.explorer, s)} ${MOVES[String(e.how)] ?? text(e.how)} from ${hex(e.from)} to ${hex(e.to)}${e.boat !== null && e.boat !== undefined ? ` (boat ${text(e.boat)})` : ''}`;
    case 'explorerSaved':
      return `${explorerOf(e.explorer, s)} reached ${isleWords(e.isle)}`;
    case 'explorerKilled':
      return `${explorerOf(e.explorer, s)} was killed on ${hex(e.hex)} by ${causeWords(e.by)}`;
    case 'explorersAdrift': {
      const list = arr(e.explorers);
      return `${listWords(list.map((x) => explorerOf(x, s)))} fell into the sea on ${hex(e.hex)}`;
    }
    case 'boatMoved':
      return `boat ${text(e.boat)} ${e.by === 'winds' ? 'was blown by the winds' : 'sailed'} from ${hex(e.from)} to ${hex(e.to)}`;
    case 'boatDestroyed':
      return `boat ${text(e.boat)} was destroyed on ${hex(e.hex)} by ${causeWords(e.by)}`;
    case 'tileRemoved': {
      const base = `${who} removed the ${text(e.terrain)} tile on ${hex(e.hex)}`;
      // Another seat's kept tile: only the face removed is known.
      if (e.redacted === true || e.tile === undefined) return `${base} and kept it face down${secretNote(e, s.viewer, s.names)}`;
      const kept = arr(e.audience).length > 0;
      return `${base}: ${tileWords(e.tile)}${kept ? `, kept in ${e.seat === s.viewer ? 'your' : 'their'} hand${secretNote(e, s.viewer, s.names)}` : ''}`;
    }
    case 'creaturePlaced':
      return `a ${backWords(text(e.kind))} (${text(e.creature)}) came up on ${hex(e.hex)}`;
    case 'boatLaunched': {
      const aboard = arr(e.aboard);
      return `boat ${text(e.boat)} came up on ${hex(e.hex)}${aboard.length > 0 ? ` with ${listWords(aboard.map((x) => explorerOf(x, s)))} aboard` : ''}`;
    }
    case 'boarderChosen':
      return `${explorerOf(e.explorer, s)} boarded boat ${text(e.boat)}`;
    case 'supplyEmpty':
      return `no ${backWords(`${text(e.piece)}s`)} left in the supply`;
    case 'whirlpool':
      return `a whirlpool on ${hex(e.hex)} swallowed everything around it`;
    case 'creatureRemoved':
      return `${creatureWords(e.creature, s.view, e.kind)} was removed from ${hex(e.hex)} by ${causeWords(e.by)}`;
    case 'dieRolled':
      return `${who} rolled the creature die: a ${backWords(text(e.creature))}`;
    case 'creatureMoved':
      return `${creatureWords(e.creature, s.view, e.kind)} moved from ${hex(e.from)} to ${hex(e.to)}`;
    case 'defenceOffered':
      return `${listWords(arr(e.seats).map((x) => seatWord(x, s.viewer, s.names)))} may defend against the ${backWords(text(e.attack))} on ${hex(e.hex)}`;
    case 'defended':
      return `${who} defended with ${tileWords(e.tile)}`;
    case 'defencePassed':
      return `${who} did not defend`;
    case 'volcano':
      return `the volcano erupted on ${hex(e.hex)}: the game ends`;
    case 'gameEnded': {
      const scores = arr(e.scores).map((score, seat) => `${seatWord(seat, s.viewer, s.names)} ${text(score)}`);
      const winners = arr(e.winners);
      return `the game ended (${endWords(text(e.reason))}): ${scores.join(', ')}; ${winners.length > 0 ? `${listWords(winners.map((w) => seatWord(w, s.viewer, s.names)))} won` : 'nobody won'}`;
    }
    default:
      return genericEvent(event, s.viewer, s.names);
  }
}

/** The words of the button that plays `pass` now. */
export function passWords(view: Pick<SurviveView, 'pending' | 'step'>): string {
  if (view.pending?.kind === 'defence') return 'do not defend';
  switch (view.step) {
    case 'tile':
      return 'play no tile';
    case 'move':
      return 'end movement';
    case 'creature':
      return 'leave the creatures';
    default:
      return 'pass';
  }
}

/**
 * A legal action as a board's prompt offers it now, read against the view of now (where the
 * pieces are, what the hexes hold): "walk explorer 4 to hex 41 (forest)", "land explorer 4 on the
 * north-west isle", "an explorer worth 6" (after a hex was clicked).
 */
export function choiceWords(action: SurviveAction, view: SurviveView, hex: (hex: number) => string = hexName): string {
  switch (action.type) {
    case 'placeExplorer':
      return `an explorer worth ${action.value}`;
    case 'walk':
      return `walk explorer ${action.explorer} to ${hexWords(action.to, view, hex)}`;
    case 'swim': {
      const e = view.explorers?.[action.explorer];
      if (e?.status === 'boat') return `jump from boat ${e.boat} into the sea (${hex(action.to)})`;
      return `swim explorer ${action.explorer} to ${hex(action.to)}`;
    }
    case 'board':
      return `board explorer ${action.explorer} onto ${boatWords(action.boat, view)}`;
    case 'reachIsle': {
      const isle = isleOfExplorer(action.explorer, view);
      return `land explorer ${action.explorer} on ${isle ? isleWords(isle) : 'a safe isle'}`;
    }
    case 'sail':
      return `sail ${boatWords(action.boat, view)} to ${hex(action.to)}`;
    case 'removeTile': {
      const on = (view.explorers ?? []).filter((e) => e.status === 'land' && e.hex === action.hex).length;
      return `remove the ${view.terrain?.[action.hex] ?? 'terrain'} tile on ${hex(action.hex)}${on > 0 ? ` (${plural(on, 'explorer')} on it)` : ''}`;
    }
    case 'playTile': {
      const back = TERRAIN_TILES[action.tile]?.back;
      const piece = tilePiece(action.tile);
      const what = piece === 'explorer' ? `explorer ${action.piece}` : piece === 'boat' ? boatWords(action.piece, view) : creatureWords(action.piece, view);
      return `${back ? backWords(back) : `tile ${action.tile}`}: ${what} to ${hex(action.to)}`;
    }
    case 'defend': {
      const attack = view.pending?.kind === 'defence' ? view.pending.attack : null;
      return attack ? `play your kill-${attack} tile: the ${attack} leaves before it strikes` : 'play a defence tile';
    }
    case 'pass':
      return passWords(view);
    default:
      return actionSentence(action, view, undefined, (h) => hex(num(h) ?? -1));
  }
}

/**
 * The banner above a board: what `viewer` owes now, or who acts and what they are asked, or the
 * end ("Place an explorer: choose a hex, then its value"; "Seat 2 is playing: remove a beach
 * tile"; "The game is over: the island sank").
 */
export function banner(view: SurviveView, viewer: Seat | null, names?: SeatNames, hex: (hex: number) => string = hexName): string {
  if (view.phase === 'over') return `The game is over${view.endReason ? `: ${endWords(view.endReason)}` : ''}`;
  const actor = view.active?.[0];
  if (actor === undefined) return 'Nobody may act';
  const you = viewer !== null && view.active.includes(viewer);
  const pending = view.pending;
  let owed: string;
  if (view.phase === 'placeExplorers') owed = you ? 'place an explorer: choose an empty terrain tile, then its value' : 'place an explorer';
  else if (view.phase === 'placeBoats') owed = 'place a boat on a sea space beside the island';
  else if (pending?.kind === 'defence') owed = `defend against the ${pending.attack} on ${hex(pending.hex)}, or not`;
  else if (pending?.kind === 'boarders') owed = `choose who boards boat ${pending.boat} on ${hex(pending.hex)}`;
  else {
    switch (view.step) {
      case 'tile':
        owed = `play a red tile from ${you ? 'your' : 'their'} hand, or none`;
        break;
      case 'move':
        owed = `move explorers or boats: ${plural(view.movesLeft ?? 0, 'movement point')} left`;
        break;
      case 'remove':
        owed = `remove a ${lowestTerrain(view) ?? 'terrain'} tile`;
        break;
      default:
        owed = view.rolled ? `move a ${backWords(view.rolled)}, or none` : 'roll the creature die';
    }
  }
  const sentence = you ? owed : `${seatLabel(actor, names)} is playing: ${owed}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** What a group of actions of one type is called in a menu. */
const GROUPS: Readonly<Record<SurviveAction['type'], string>> = {
  placeExplorer: 'place an explorer',
  placeBoat: 'place a boat',
  playTile: 'play a tile',
  walk: 'walk',
  swim: 'swim',
  board: 'board a boat',
  reachIsle: 'reach a safe isle',
  sail: 'sail a boat',
  removeTile: 'remove a tile',
  chooseBoarder: 'choose who boards',
  moveCreature: 'move a creature',
  defend: 'defend',
  pass: 'pass',
};

/**
 * Survive's words, naming hexes with `options.hexName` ({@link hexName}, "hex 40", by default;
 * the CLI, whose map has row and column axes, uses {@link hexGridName}, "r5c3").
 */
export function surviveWordsWith(options: SurviveWordsOptions = {}): GameWords<SurviveView, SurviveAction, SurviveEvent> {
  const name = options.hexName ?? hexName;
  const hex = (h: unknown): string => {
    const n = num(h);
    return n === undefined ? hexName(h) : name(n);
  };
  return {
    action: (action, view, names) => actionSentence(action, view, names, hex),
    event: (event, viewer, view, names) => eventSentence(event, { viewer, view, names, hex }),
    banner: (view, viewer, names) => banner(view, viewer, names, name),
    group: (action) => GROUPS[action.type] ?? inWords(String(action.type)),
    subgroup(action, view) {
      switch (action.type) {
        case 'placeExplorer':
          return `an explorer worth ${action.value}`;
        case 'walk':
        case 'swim':
        case 'board':
        case 'reachIsle': {
          const where = view ? whereWords(action.explorer, view, name) : '';
          return `explorer ${action.explorer}${where ? `, ${where}` : ''}`;
        }
        case 'sail':
          return `boat ${action.boat}`;
        case 'removeTile':
          return `${view?.terrain?.[action.hex] ?? 'other'} tiles`;
        case 'moveCreature':
          return creatureWords(action.creature, view);
        case 'playTile':
          return tileWords(action.tile);
        default:
          return undefined;
      }
    },
  };
}

/**
 * Survive's words for `@tabula/core/ui`: actions (another seat's `placeExplorer` without its
 * value), events as a seat received them, the banner, and the groups of a long list (by action
 * type, then by value, explorer, boat, terrain or creature). Hexes are "hex 40".
 *
 * ```ts
 * surviveWords.action({ type: 'placeExplorer', hex: 31, value: 6 });          // 'place an explorer worth 6 on hex 31'
 * surviveWords.event({ type: 'dieRolled', seat: 1, face: 3, creature: 'shark' }, 1); // 'you rolled the creature die: a shark'
 * ```
 */
export const surviveWords: GameWords<SurviveView, SurviveAction, SurviveEvent> = surviveWordsWith();
