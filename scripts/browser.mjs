// Browser tests use Debian's Chromium and CJK fonts; nothing is downloaded by the test tools themselves.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Installs chromium and fonts-noto-cjk when missing (as root); returns an error text or null. */
export async function ensureBrowser() {
  if (existsSync(CHROMIUM) && existsSync(FONTS)) return null;
  if (process.getuid?.() !== 0) {
    return `Browser tests need Debian's chromium and fonts-noto-cjk: sudo apt-get install -y chromium fonts-noto-cjk`;
  }
  console.log('Installing chromium and fonts-noto-cjk from Debian…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return 'apt-get update failed';
  if ((await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env })) !== 0) return 'apt-get install chromium fonts-noto-cjk failed';
  return existsSync(CHROMIUM) ? null : `chromium is not at ${CHROMIUM}`;
}
