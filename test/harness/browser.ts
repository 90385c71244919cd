import { accessSync, constants } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; another build can be named with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, offline-friendly flags: no sandbox (containers, root), no background traffic. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Headless Chromium for the page tests. A missing browser is an error that says how to install
 * it, never a silent skip: the pages are what people see, so CI must run these tests.
 */
export async function launchBrowser(): Promise<Browser> {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `Headless Chromium is needed for the page tests and was not found at ${CHROMIUM_PATH}. ` +
        'Install it with `sudo apt-get update && sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
