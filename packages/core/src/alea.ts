/**
 * seedrandom's `alea` generator alone, imported from its own file: the package's main entry also
 * loads every other generator and Node's `crypto`, which a browser bundle would carry for nothing.
 *
 * @module
 */
import type seedrandom from 'seedrandom';
// @ts-expect-error: seedrandom's types describe its main entry only; this file exports `alea` itself.
import aleaImpl from 'seedrandom/lib/alea.js';

/** seedrandom's `alea`, with its main entry's types. */
export const alea: typeof seedrandom.alea = aleaImpl;
