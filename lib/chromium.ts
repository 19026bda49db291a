/**
 * Test tools cannot download browsers here, so every browser test and benchmark drives
 * Debian's Chromium. These flags keep it from reaching out to a network it does not have.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
] as const;
