/**
 * What `simulator-pair.ts` measures, for bundling one checkout into a single file (its own core
 * inside): see there.
 */
export { akrotiri } from '@tabula/akrotiri';
export { atlandice } from '@tabula/atlandice';
export { survive } from '@tabula/survive';
export { clockworkEmpire } from '@tabula/clockwork-empire';
export { simulator } from '@tabula/core';
