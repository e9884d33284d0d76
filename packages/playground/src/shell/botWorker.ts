/**
 * The bots' Web Worker: a search bot thinks here, so that the page stays responsive. It serves
 * `@tabula/react`'s bot requests with the same bots the page would make (`makeBot`), so the
 * answers are the same.
 *
 * @module
 */
import { serveBots } from '@tabula/react';
import { makeBot } from './bots';

serveBots(makeBot);
