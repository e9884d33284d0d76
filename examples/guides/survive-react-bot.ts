import { ismctsBot } from '@tabula/bots';
import { survive } from '@tabula/survive';

/** What a search bot is made from: plain data, sent to the worker. */
export interface BotSetup {
  seed: string;
  iterations: number;
}

/** The search bot: the worker makes it, and the page too where there is no worker. */
export const makeBot = ({ seed, iterations }: BotSetup) => ismctsBot({ game: survive, seed, iterations });
