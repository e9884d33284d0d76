/**
 * The kit's checks of the match store on a game: undo and redo within their limits, save and load,
 * subscribers called once per change, what each seat's handle holds, and bot seats.
 *
 * @module
 */
import { createMatch, loadMatch, playoutWeightsOf, randomBot, weightedIndex } from '@tabula/core';
import type { BaseState, Bot, Game, LogEntry, Match, Seat, SetupConfig } from '@tabula/core';
import { alea } from '../alea';
import { canonical, jsonEqual, plainJsonProblem } from './json';
import { fail, walk, type Sample } from './walk';

/**
 * Plays a random game through a match, checking at each step: one notification per change, a
 * snapshot that stays the same object until a change, each seat's handle (its view, legal actions,
 * events and log as the game would give them; its `apply` answering only that seat's events; the
 * seed and the RNG in nothing it gives), undo and redo where allowed (back to the exact
 * state before, the seat's view as it was; forward to the same state), refused where not, and at
 * the end a save that loads back into the same match.
 */
export function checkMatchStore<S extends BaseState, A, O, V, E>(
  game: Game<S, A, O, V, E, string>,
  config: SetupConfig<O>,
  sample: Sample,
  maxSteps: number,
  log: LogEntry<A>[],
): { undone: number; refused: number } {
  const match = createMatch(game, config);
  /** Fails when what a handle gave holds the seed or the match's RNG state now. */
  const holdsNoRng = (given: unknown, what: string) => {
    const rng = match.state.rng;
    const text = JSON.stringify(given);
    const leaked = [config.seed, String(rng.s0), String(rng.s1), String(rng.s2)].find((secret) => text.includes(secret));
    if (leaked !== undefined) fail(`${what} holds the seed or the RNG state (${leaked})`);
  };
  let calls = 0;
  match.subscribe(() => calls++);
  const counts = { undone: 0, refused: 0 };
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: config.players }, (_, i) => i)];
  const allEvents: E[] = [];
  const end = walk(game, config, sample, maxSteps, log, (state, move, _moves, pick) => {
    // The walk set up its own first state; from then on it plays on the match's states.
    if (log.length > 1 ? match.state !== state : !jsonEqual(match.state, state)) fail('the match state is not the state reached by the same moves');
    const before = match.getSnapshot();
    if (match.getSnapshot() !== before) fail('getSnapshot returned a new object without a change');
    const viewBefore = game.view(state, move.seat);
    const at = calls;
    let out: ReturnType<typeof match.apply>;
    if (pick() < 0.5) {
      out = match.apply(move.seat, move.action);
    } else {
      // Through the seat's handle: the answer holds that seat's events, never the state.
      const answer = match.seat(move.seat).apply(move.action);
      if (!answer.ok) fail(`a seat's handle refused a legal move: ${answer.error.code}: ${answer.error.message}`);
      if (canonical(Object.keys(answer).sort()) !== canonical(['events', 'ok'])) fail(`a seat handle's apply answered ${Object.keys(answer).join(', ')}, not just ok and events`);
      out = game.apply(state, move.seat, move.action);
      if (!out.ok) fail('the game refused a move its match accepted');
      if (!jsonEqual(answer.events, game.eventsFor(out.events, move.seat))) fail(`a seat handle's apply answered other events than eventsFor of its seat`);
      holdsNoRng(answer, `seat ${move.seat}'s apply answer`);
    }
    if (!out.ok) fail(`the match refused a legal move: ${out.error.code}: ${out.error.message}`);
    if (calls !== at + 1) fail(`an apply notified subscribers ${calls - at} times, not once`);
    allEvents.push(...out.events);
    const after = match.getSnapshot();
    if (after === before || after.version !== before.version + 1) fail('the snapshot did not change with an apply');
    for (let s = 0; s < config.players; s++) {
      if (s !== move.seat && match.canUndo(s)) fail(`seat ${s} may undo seat ${move.seat}'s action`);
    }
    if (match.canUndo(move.seat)) {
      // An undoable action drew no chance: played again, it gives the same state.
      const again = game.apply(state, move.seat, move.action);
      if (!again.ok || !jsonEqual(again.state, out.state)) fail(`an undoable action (${JSON.stringify(move.action)}) gave another state when played again: it drew from chance`);
      if (pick() < 0.3) {
        const next = match.state;
        if (!match.undo(move.seat).ok) fail('canUndo said yes, undo said no');
        counts.undone++;
        if (calls !== at + 2) fail('an undo did not notify subscribers exactly once');
        // The walk's first state is its own setup (equal to the match's, not the same object).
        if (log.length > 1 ? match.state !== state : !jsonEqual(match.state, state)) fail('undo did not restore the exact state before the action');
        if (!jsonEqual(game.view(match.state, move.seat), viewBefore)) fail("undo did not restore the seat's view");
        if (match.log.length !== log.length - 1) fail('undo did not shorten the log by one');
        if (!match.redo(move.seat).ok) fail('redo of the action just undone was refused');
        if (match.state !== next) fail('redo did not give back the same state');
      }
    } else {
      const refused = match.undo(move.seat);
      if (refused.ok) fail('undo succeeded where canUndo said no');
      if (calls !== at + 1) fail('a refused undo notified subscribers');
      counts.refused++;
    }
    if (pick() < 0.15) {
      const viewer = viewers[Math.floor(pick() * viewers.length)]!;
      const handle = match.seat(viewer);
      const snap = handle.getSnapshot();
      if (handle.getSnapshot() !== snap) fail('a seat snapshot changed without a change');
      if (!jsonEqual(snap.view, game.view(match.state, viewer))) fail(`the handle's view for ${viewer} is not the game's view`);
      const legal = viewer === null ? [] : game.legalActions(match.state, viewer);
      if (!jsonEqual(snap.legalActions, legal)) fail(`the handle's legal actions for ${viewer} are not the game's`);
      if (!jsonEqual(snap.events, game.eventsFor(allEvents, viewer))) fail(`the handle's events for ${viewer} are not eventsFor of every event`);
      const seenLog = match.log.map((e) => ({ seat: e.seat, action: game.actionFor(e.action, e.seat, viewer) }));
      if (!jsonEqual(snap.log, seenLog)) fail(`the handle's log for ${viewer} is not actionFor of every action`);
      const p = plainJsonProblem(JSON.parse(JSON.stringify(snap)));
      if (p) fail(`a seat snapshot is not plain JSON: ${p}`);
      const who = viewer === null ? 'the spectator' : `seat ${viewer}`;
      holdsNoRng(snap, `${who}'s snapshot`);
      for (const [name, answer] of [['view', handle.view()], ['legalActions', handle.legalActions()], ['events', handle.events()], ['log', handle.log()]] as const) {
        holdsNoRng(answer, `${who}'s handle.${name}()`);
      }
    }
    return match.state;
  });
  const saved = JSON.parse(JSON.stringify(match.save()));
  if (saved.game !== game.name || saved.log.length !== log.length) fail('save() did not write the game and the whole log');
  const loaded = loadMatch(game, saved);
  if (!jsonEqual(loaded.state, end)) fail('a saved match loaded into another state');
  if (canonical(loaded.log) !== canonical(match.log)) fail('a saved match loaded with another log');
  return counts;
}

/**
 * Plays a game with a random bot on every seat but one, which a person plays by its handle's legal
 * actions: the bots must play exactly the bot seats, the game must end, and the saved match must
 * replay to the same end. Bots and person choose as the kit's random games do: by the game's
 * `playoutWeights` where it offers them (read from the match's state: these are the kit's stand-ins
 * for players, not fair bots), else uniformly (and always with `uniform`).
 */
export async function checkBotSeats<S extends BaseState, A, O, V, E>(game: Game<S, A, O, V, E, string>, config: SetupConfig<O>, seed: string, maxSteps: number, uniform = false): Promise<void> {
  const human: Seat = 0;
  let match: Match<S, A, O, V, E, string> | undefined;
  const player = (name: string): Bot<V, A> => {
    const uniformly = randomBot<A>(name);
    const prng = alea(name);
    return (view, seat, legal) => {
      const weights = match ? playoutWeightsOf(game, match.state, legal.map((action) => ({ seat, action })), uniform) : undefined;
      return weights ? legal[weightedIndex(weights, prng())]! : uniformly(view, seat, legal);
    };
  };
  const bots: Record<number, Bot<V, A>> = {};
  for (let s = 1; s < config.players; s++) bots[s] = player(`${seed}-bot-${s}`);
  match = createMatch(game, config, { bots });
  const person = player(`${seed}-person`);
  const me = match.seat(human);
  let steps = 0;
  while (!match.getSnapshot().over) {
    if (steps++ > maxSteps) fail(`a game with bot seats did not end within ${maxSteps} rounds`);
    await match.runBots();
    if (match.getSnapshot().over) break;
    const active = match.getSnapshot().activeSeats;
    if (!active.includes(human)) fail(`runBots stopped while no person may act (active: ${active.join(', ')})`);
    const refusal = match.apply(1, me.legalActions()[0]!);
    if (refusal.ok || refusal.error.code !== 'BOT_SEAT') fail('a person could act for a bot seat');
    const out = me.apply(person(me.view(), human, me.legalActions()) as A);
    if (!out.ok) fail(`the person's legal action was refused: ${out.error.code}`);
  }
  for (const entry of match.log) if (entry.seat !== human && !match.isBot(entry.seat)) fail(`seat ${entry.seat} acted but is neither the person nor a bot`);
  const loaded = loadMatch(game, JSON.parse(JSON.stringify(match.save())));
  if (!jsonEqual(loaded.state, match.state)) fail('the saved match of a game with bots loaded into another state');
}
