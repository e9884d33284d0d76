// The one list of test projects: Vitest 3.2 reads it through vitest.config.ts (test.projects).
export default ['packages/core', 'packages/atlandice', 'packages/cli', 'packages/survive', 'packages/akrotiri', 'packages/clockwork-empire', 'packages/boardgameio', 'packages/colyseus', 'packages/bots', 'packages/react', 'packages/react/vitest.react18.config.ts', 'packages/playground', 'examples'];
