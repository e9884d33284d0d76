import { ismctsBot } from '@tabula/bots';
import { atlandice } from '@tabula/atlandice';

/** What a bot is made from: plain data, copied to the worker. */
export interface BotSetup {
  seed: string;
  iterations: number;
}

/** Makes the bot: in the worker, and on the page where there is no worker. */
export const makeBot = ({ seed, iterations }: BotSetup) => ismctsBot({ game: atlandice, seed, iterations });
