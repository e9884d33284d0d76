import { createMatch } from '@tabula/core';
import { ismctsBot } from '@tabula/bots';
import { akrotiri, type AkrotiriAction } from '@tabula/akrotiri';

/** A 2-player match: you are seat 0, seat 1 searches (`iterations`: more is stronger, and slower). */
export function newMatch(seed: string, iterations = 300) {
  return createMatch(akrotiri, { players: 2, seed }, {
    bots: { 1: ismctsBot({ game: akrotiri, seed: `${seed}/1`, iterations }) },
  });
}

/**
 * Plays seat 0's move, then lets the bot answer until seat 0 must act again or the game ends.
 * `pauseMs` waits after each bot move, to give its animations time.
 */
export async function playMove(match: ReturnType<typeof newMatch>, action: AkrotiriAction, pauseMs = 0) {
  const out = match.seat(0).apply(action);
  if (out.ok) await match.runBots({ delayMs: pauseMs });
  return out;
}
