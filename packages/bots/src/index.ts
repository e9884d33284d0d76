/**
 * Fair bots for Tabula games: {@link randomBot} (from `@tabula/core`) and {@link ismctsBot},
 * single-observer information-set MCTS that plays from a seat's view and samples what it cannot
 * see with the game's `determinize`; evaluations of the four titles for cut playouts; the arena
 * ({@link playArenaGame}, {@link summarizeArena}); and, for measuring the price of fairness only,
 * {@link fullStateMctsCheating}, which reads the true state.
 *
 * @packageDocumentation
 */
export { randomBot } from '@tabula/core';
export {
  ismctsBot,
  ismctsSearch,
  searchSettings,
  decisionSeed,
  DEFAULT_ITERATIONS,
  DEFAULT_EXPLORATION,
  DEFAULT_MARGIN,
  MAX_PLAYOUT,
  type IsmctsOptions,
} from './ismcts';
export { fullStateMctsCheating, fullStateSearchCheating, type CheatingDecider, type CheatingOptions } from './cheating';
export { SearchError, type RootStat, type SearchReport, type SearchSettings } from './search';
export { leadRewards, resultRewards, scoreEvaluation, type Evaluation } from './rewards';
export {
  profiles,
  profileFor,
  atlandiceScores,
  surviveScores,
  surviveIsleDistance,
  akrotiriScores,
  clockworkScores,
  type GameProfile,
  type AtlandiceLike,
  type SurviveLike,
  type AkrotiriLike,
  type ClockworkLike,
} from './evaluations';
export {
  playArenaGame,
  playArena,
  summarizeArena,
  formatSummary,
  parseEntrant,
  entrantName,
  entrantAt,
  wilson,
  distribution,
  ArenaError,
  type ArenaEntrant,
  type ArenaGameResult,
  type ArenaOptions,
  type ArenaSummary,
  type CustomEntrant,
  type Distribution,
  type EntrantOutcome,
  type EntrantSpec,
  type EntrantStanding,
  type ParsedEntrant,
  type Proportion,
  type SeatRecord,
} from './arena';
export { canonicalJson, hashText } from './key';
