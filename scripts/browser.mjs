// Browser tests use Debian's Chromium (its headless shell, e2e/chromium.ts) and CJK fonts; nothing is downloaded by
// the test tools themselves.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
// the full chromium as well: a PDF preview needs its viewer (e2e/chromium.ts WITH_PDF_VIEWER)
const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'];
const FULL = '/usr/bin/chromium';

/** Installs chromium, chromium-headless-shell and fonts-noto-cjk when missing (as root); returns an error text or null. */
export async function ensureBrowser() {
  if (existsSync(CHROMIUM) && existsSync(FULL) && existsSync(FONTS)) return null;
  if (process.getuid?.() !== 0) {
    return `Browser tests need Debian's ${PACKAGES.join(' and ')}: sudo apt-get install -y ${PACKAGES.join(' ')}`;
  }
  console.log(`Installing ${PACKAGES.join(' and ')} from Debian…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return 'apt-get update failed';
  if ((await run('apt-get', ['install', '-y', '-qq', ...PACKAGES], { env })) !== 0) return `apt-get install ${PACKAGES.join(' ')} failed`;
  return existsSync(CHROMIUM) ? null : `Chromium is not at ${CHROMIUM}`;
}
