import { createMatch } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { ismctsBot } from '@tabula/bots';

// Seat 1 is a bot: it sees only what seat 1 may see, samples the rest, and searches.
const bot = ismctsBot({ game: atlandice, seed: 'bot-1', iterations: 300 });
const match = createMatch(atlandice, { players: 2, seed: 'table-7' }, { bots: { 1: bot } });
const me = match.seat(0);
while (me.getSnapshot().active) me.apply(me.legalActions()[0]!);  // you play seat 0 …
const played = await match.runBots();                               // … then the bot plays seat 1

export { match, played };
