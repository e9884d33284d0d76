/** The browser tests' harness refuses to run without Chromium, saying what to install. */
import { describe, expect, it } from 'vitest';
import { CHROMIUM, requireChromium } from './browser/harness';

describe('requireChromium', () => {
  it('fails, naming the package to install, when Chromium is missing', () => {
    expect(() => requireChromium('/nonexistent/chromium')).toThrow('/nonexistent/chromium is missing: install chromium (apt-get install -y chromium)');
  });

  it('passes where Debian’s Chromium is installed (the browser tests need it)', () => {
    expect(CHROMIUM).toBe('/usr/bin/chromium');
    expect(() => requireChromium()).not.toThrow();
  });
});
