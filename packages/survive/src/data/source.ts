/**
 * Provenance of component data, using the digest's tags.
 *
 * @module
 */

/**
 * Where a data set comes from, as the rules digest tags it: `R` stated by the rulebook, `C` stated
 * by public sources beside the rulebook (agreeing with each other), `D` our own ruling.
 */
export type SourceTag = 'R' | 'C' | 'D';

/** A data set's provenance: its tag, the digest rules that state it, and a note on the source. */
export interface DataSource {
  /** The digest's tag for this data. */
  readonly tag: SourceTag;
  /** Digest rule numbers that state the data, e.g. `['S9']`. */
  readonly rules: readonly string[];
  /** Where the numbers come from, in a sentence. */
  readonly note: string;
}
