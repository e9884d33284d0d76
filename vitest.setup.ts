// The kit's properties run synchronously for seconds at a time. Yielding to the event loop before
// each test lets the worker answer vitest's messages in between, so a slow machine does not turn
// a long test file into an RPC timeout.
import { beforeEach } from 'vitest';

beforeEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
