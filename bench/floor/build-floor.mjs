// Builds the floor page (floor-page.tsx) into its own folder: index.html, one minified JS file and the banner.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../lib/rspack-app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const STATIC = path.join(root, 'root-config/public/static');

// The same few layout rules a page of ours inlines in its head (no stylesheet request either side).
const STYLE = `body{margin:0;font:14px/1.5 system-ui,sans-serif;color:#1f2329;background:#f5f6f7}
.bar{display:flex;align-items:center;gap:24px;height:56px;padding:0 16px;background:#fff;box-shadow:0 1px 0 #e5e6eb}
.bar nav{display:flex;gap:16px;overflow:hidden}.bar a{color:#1f2329;text-decoration:none}
main{max-width:1200px;margin:0 auto;padding:16px}.banner{display:block;width:100%;height:auto;border-radius:8px}
h1{font-size:20px;margin:20px 0 8px}.list{list-style:none;margin:0;padding:0;background:#fff;border-radius:8px}
.list li{display:flex;flex-direction:column;padding:12px 16px;border-bottom:1px solid #f0f1f2}
.list a{color:#1456f0;font-weight:600;text-decoration:none}.list span{color:#4e5969}`;

/** Writes the floor page into `webDir` (emptied first for its assets); returns the script's URL. */
export async function buildFloor(webDir) {
  const { main } = await buildApp({ name: 'floor', entry: path.join(here, 'floor-page.tsx'), webDir });
  await mkdir(path.join(webDir, 'static'), { recursive: true });
  // the product's first home banner (MAIN_BANNERS[0]) and its icon, so both pages fetch the same image bytes
  await copyFile(path.join(STATIC, 'home/banner/spring.svg'), path.join(webDir, 'static/banner.svg'));
  await copyFile(path.join(STATIC, 'favicon.svg'), path.join(webDir, 'static/favicon.svg'));
  const html = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="校园招聘平台的性能基准页：一个 React 页面，含页头、横幅和职位列表" />
    <title>校园招聘平台</title>
    <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
    <style>
${STYLE}
    </style>
    <script defer src="${main}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
  await writeFile(path.join(webDir, 'index.html'), html);
  return main;
}
