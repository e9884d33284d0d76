import { createMatch, randomBot } from '@tabula/core';
import { ismctsBot } from '@tabula/bots';
import { clockworkEmpire, type ClockworkAction } from '@tabula/clockwork-empire';

/** A 3-player match: you are seat 0, seat 1 plays at random, seat 2 searches (`iterations`: more is stronger, and slower). */
export function newMatch(seed: string, iterations = 300) {
  return createMatch(clockworkEmpire, { players: 3, seed }, {
    bots: {
      1: randomBot(`${seed}/1`),
      2: ismctsBot({ game: clockworkEmpire, seed: `${seed}/2`, iterations }),
    },
  });
}

/**
 * Plays seat 0's move, then lets the bots answer until seat 0 must act again or the game ends.
 * `pauseMs` waits after each bot move, to give its animations time.
 */
export async function playMove(match: ReturnType<typeof newMatch>, action: ClockworkAction, pauseMs = 0) {
  const out = match.seat(0).apply(action);
  if (out.ok) await match.runBots({ delayMs: pauseMs });
  return out;
}
