/**
 * What a frozen array costs to read, beside the same array unfrozen: the measurement behind the
 * "price of persistence" in docs/benchmarks.md. `apply` returns deeply frozen states (the
 * contract), so the rules and `legalActions` read frozen arrays, where the simulator reads its own
 * plain copy.
 *
 * `npx tsx scripts/bench/frozen-arrays.ts` prints CPU ns per operation over arrays of 133 entries
 * (Survive's board) and of 5 (a resource stock), each case in a fresh function so that V8 sees one
 * kind of array only; then what copying and freezing a part costs, and asking whether one is
 * frozen. Run it on an idle machine; compare the columns of one run.
 */
const REPEAT = Number(process.env.FROZEN_ARRAYS_REPEAT) || 200_000;

type Case = (a: readonly unknown[]) => number;

/** The operations: each gets a function of its own per kind of array, compiled from the same text. */
const CASES: Record<string, string> = {
  'index loop': 'let c = 0; for (let i = 0; i < a.length; i++) if (a[i] !== null) c++; return c;',
  'for…of': 'let c = 0; for (const v of a) if (v !== null) c++; return c;',
  'some()': 'return a.some((v) => v === undefined) ? 1 : 0;',
  'filter()': 'return a.filter((v) => v !== null).length;',
  'map()': 'return a.map((v) => v).length;',
  'includes()': 'return a.includes(undefined) ? 1 : 0;',
  'spread [...a]': 'return [...a].length;',
  'slice()': 'return a.slice().length;',
};

/** CPU ns per call of `f` on `a`, after a warm-up. */
function time(f: Case, a: readonly unknown[]): number {
  let sink = 0;
  for (let i = 0; i < REPEAT / 10; i++) sink += f(a);
  const start = process.cpuUsage();
  for (let i = 0; i < REPEAT; i++) sink += f(a);
  const used = process.cpuUsage(start);
  if (sink === -1) console.log(sink);
  return ((used.user + used.system) * 1000) / REPEAT;
}

for (const size of [133, 5]) {
  const make = () => Array.from({ length: size }, (_, i) => (i % 3 ? { n: i } : null));
  const plain = make();
  const frozen = Object.freeze(make());
  console.log(`\n${size} entries: ns per call, plain / frozen (ratio)`);
  for (const [name, body] of Object.entries(CASES)) {
    // A fresh function per kind of array: V8 then optimizes each for the one kind it meets.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const onPlain = new Function('a', body) as Case;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const onFrozen = new Function('a', body) as Case;
    const p = time(onPlain, plain);
    const f = time(onFrozen, frozen);
    console.log(`  ${name.padEnd(14)} ${p.toFixed(0).padStart(6)} / ${f.toFixed(0).padStart(6)}  (${(f / p).toFixed(1)}×)`);
  }
}

// What making and asking about frozen parts costs: `apply` copies the parts an action changes,
// freezes them, and asks whether a part is frozen before copying it (`mutable`) and when freezing
// the next state (it stops at the parts shared with the state before).
{
  const source = Object.freeze([1, 2, 3, 4, 5]);
  const part = Object.freeze({ a: 1, b: 2, c: source, d: 'x' });
  const plain = { a: 1, b: 2, c: [1], d: 'x' };
  let sink: unknown;
  const ops: [string, () => void][] = [
    ['copy a 5-entry array', () => (sink = [...source])],
    ['copy it and freeze it', () => (sink = Object.freeze([...source]))],
    ['copy a 4-key object', () => (sink = { a: part.a, b: part.b, c: part.c, d: part.d })],
    ['copy it and freeze it', () => (sink = Object.freeze({ a: part.a, b: part.b, c: part.c, d: part.d }))],
    ['Object.isFrozen, frozen', () => (sink = Object.isFrozen(part))],
    ['Object.isFrozen, plain', () => (sink = Object.isFrozen(plain))],
  ];
  console.log('\nns per operation');
  for (const [name, op] of ops) {
    for (let i = 0; i < REPEAT; i++) op();
    const start = process.cpuUsage();
    for (let i = 0; i < REPEAT * 10; i++) op();
    const used = process.cpuUsage(start);
    console.log(`  ${name.padEnd(24)} ${(((used.user + used.system) * 1000) / (REPEAT * 10)).toFixed(0).padStart(6)}`);
  }
  if (sink === -1) console.log(sink);
}
