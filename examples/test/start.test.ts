// `npm start` is the first thing a new user runs: it must play the four games to their end and tell
// what happened in words, from a spectator's seat, showing no secret but the one it shows its owner.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('npm start (examples/play.ts)', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'examples/play.ts'], { cwd: root, encoding: 'utf8', timeout: 120_000 });

  it('tours the four games: what each is, who plays, a refusal, the board, the end and why', () => {
    for (const title of ['Atlandice', 'Survive: Escape from Atlantis!', 'Akrotiri', 'Clockwork Empire']) expect(out).toContain(`━━━ ${title} ━━━`);
    expect(out.match(/random bots \(Seat 1 to Seat \d\), from the seed "tabula"/g)).toHaveLength(4);
    expect(out.match(/tries to play out of turn: NOT_ACTIVE/g)).toHaveLength(4);
    expect(out.match(/sends \{"type":"fly"\}: MALFORMED_ACTION/g)).toHaveLength(4);
    expect(out.match(/the game is over\. Scores: Seat 1 \d+, Seat 2 \d+/g)).toHaveLength(4);
    expect(out.match(/Winners?: Seat \d.*Why: /g)).toHaveLength(4);
  });

  it('names seats as people read them (Seat 1 for seat 0), never "seat 0"; counts agree with their nouns', () => {
    expect(out).not.toMatch(/^ +seat \d|seats 0|Winners?: seat|A secret: seat/m);
    expect(out).not.toMatch(/\b1 drachmas\b/);
    expect(out.match(/^  Seat \d: /gm)?.length).toBeGreaterThanOrEqual(24);
  });

  it('prints no JSON state and no private event whole, except the secret shown to its owner', () => {
    expect(out).not.toContain('"rng"');
    const privateWhole = out.split('\n').filter((line) => line.includes('"audience"') && !line.includes('"redacted":true'));
    expect(privateWhole.every((line) => line.startsWith('  A secret: Seat'))).toBe(true);
    expect(privateWhole.length).toBeGreaterThan(0);
  });
});
