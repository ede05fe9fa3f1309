// Writes the layout fixtures of api/test/ai-corpus/layouts/ to api/test/fixtures/ai/layouts/ (committed, so the
// tests need neither Chromium nor LibreOffice): DOCX by the `docx` package, HTML printed by Debian's Chromium,
// Word exports by LibreOffice. Run: npx tsx api/test/ai-corpus/make-layouts.ts [family id …]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { LAYOUT_FAMILIES } from './layouts';

// run from the repository's root
const OUT = path.resolve('api/test/fixtures/ai/layouts');

async function main() {
  const only = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  for (const family of LAYOUT_FAMILIES.filter((f) => only.length === 0 || only.includes(f.id))) {
    for (const file of family.files) {
      let data: Buffer;
      if (file.make === 'docx') data = await file.docx();
      else if (file.make === 'html') {
        await page.setContent(file.html(), { waitUntil: 'load' });
        data = Buffer.from(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
      } else {
        const dir = mkdtempSync(path.join(tmpdir(), 'layout-'));
        writeFileSync(path.join(dir, 'resume.docx'), await file.docx());
        execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, path.join(dir, 'resume.docx')], { stdio: 'ignore' });
        data = readFileSync(path.join(dir, 'resume.pdf'));
      }
      writeFileSync(path.join(OUT, file.name), data);
      console.log(file.name, data.length);
    }
  }
  await browser.close();
}

void main();
