import { decideDisplayMode, FIRST_VIEW_ID, isWholePage, OLD_HOME_HERO, ORGANISER_BACKGROUND, pickHome, SEARCH_TEXT } from '@campus/shared-utils/rules';
import type { SiteInfo } from '@campus/shared-utils';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { homeConfig, homeResource } from '../services/home-answers';
import { ok } from '../lib/envelope';
import { escapeHtml, jsonForScript } from '../lib/html';
import type { SiteRecord } from '../services/site/load-site';
import { toCompanySiteInfo } from '../services/site/to-site-info';
import { toSiteConfig } from '../services/site/to-site-config';

/**
 * What the browser should fetch at once when the page opens (the page's inline script adds the links): the
 * shell's files on every route, and on `#/` the home's, its largest image and the answer of the home's first
 * call, which shared-utils hands to that call once (shared-utils/src/api/page-answers.ts) instead of a request
 * after the parcel has loaded. Files are scripts and stylesheets (`.css`), in the order they are needed.
 */
export type PreloadHints = {
  /** the header's and footer's chunks (their entry is preloaded by the page itself); none on a whole-page mode */
  shell: string[];
  /** the home parcel's entry, its app chunk and the chunk of the shown home */
  home: string[];
  /** the import map's integrity of a script (its entry): the preload must carry the same, or the browser fetches it twice */
  integrity: Record<string, string>;
  images: { href: string; media?: string }[];
  answers: Record<string, unknown>;
};

/** What the server puts into a host's page before any script runs; `brandHtml` null: no header bar (a whole page). */
export type FirstPaint = { brandHtml: string | null; firstViewHtml: string; hints: PreloadHints };

/** Where a module's files are, by the current import map and the build's chunk list. */
export type ModuleFiles = { entry: (module: string) => string | undefined; chunk: (module: string, name: string) => string[]; integrity: (url: string) => string | undefined };

/** A small image of our own as a data URI, so the first paint needs no request for it (undefined: use the URL). */
export type InlineImage = (url: string) => string | undefined;

const HEADER = '@campus/mf-header';
const HOME = '@campus/mf-home';
const NARROW = '(max-width: 640px)';
const WIDE = '(min-width: 641px)';

/**
 * The first paint of a host's page (docs/architecture.md §7's Lighthouse budget): the header bar shows the brand at
 * once instead of an empty bar, the header's and footer's chunks come with the shared libraries, and on the
 * home route the home parcel and its largest image (the first banner, or the header image with its narrow
 * variant) are fetched alongside them, not after. `files` names the modules' files: entries from the import
 * map and named chunks from the build (`header-app`, `home-app`, `home-<kind>`). A home change reaches the
 * page within the site-info cache lifetime, as it reaches getsiteinfo.
 */
export async function firstPaint(db: Db, record: SiteRecord, info: SiteInfo, files: ModuleFiles, inlineImage: InlineImage, log: FastifyBaseLogger): Promise<FirstPaint> {
  const mode = decideDisplayMode(info);
  const kind = pickHome({ status: 'ready', info, mode });
  const wholePage = isWholePage(mode);
  const shell = wholePage ? [] : [...files.chunk(HEADER, 'header-app'), ...files.chunk(HEADER, 'footer-app')];
  const homeEntry = files.entry(HOME);
  const home = kind !== 'none' && homeEntry ? [homeEntry, ...files.chunk(HOME, 'home-app'), ...files.chunk(HOME, `home-${kind}`)] : [];
  const siteId = record.site.id;
  const integrity: Record<string, string> = {};
  for (const url of [...shell, ...home]) {
    const sri = files.integrity(url);
    if (sri) integrity[url] = sri;
  }
  // the footer's contact call (every page that has a footer), so the first view makes no request at all
  const hints: PreloadHints = { shell, home, integrity, images: [], answers: { [`company:${info.domain}`]: ok(toCompanySiteInfo(record)) } };
  let firstViewHtml = '';
  if (kind === 'new') {
    const resource = await homeResource(db, siteId, log);
    hints.answers.resource = ok(resource);
    const first = resource.banner_list[0];
    if (first) {
      hints.images.push({ href: first.img_url });
      firstViewHtml = newHomeFirstView(first.img_url);
    }
  } else if (kind === 'config') {
    const config = await homeConfig(db, siteId, log);
    hints.answers[`config:${info.domain}`] = ok(config);
    const { head_img_url: head, top_img: narrow } = config.domainData;
    if (head && narrow) hints.images.push({ href: narrow, media: NARROW }, { href: head, media: WIDE });
    else if (head) hints.images.push({ href: head });
    if (head) firstViewHtml = configHomeFirstView(head, narrow);
  } else if (kind === 'old') {
    // the hero's background is ours and about 1 KB: in the page itself, the largest paint waits for no request
    // (fetched, it queued behind the page's scripts for HTTP/1.1's six connections)
    const inline = inlineImage(OLD_HOME_HERO.background);
    if (!inline) hints.images.push({ href: OLD_HOME_HERO.background });
    firstViewHtml = oldHomeFirstView(info.brand.name, inline ?? OLD_HOME_HERO.background);
  } else if (kind === 'landing' || kind === 'organiser') {
    // both pages start from the site's config (title, subtitle, background): its answer travels with the page
    const config = toSiteConfig(record.site);
    hints.answers[`site-config:${info.domain}`] = ok(config);
    const view = kind === 'landing' ? landingFirstView(info, config) : organiserFirstView(info, config);
    if (view.background) hints.images.push({ href: view.background });
    firstViewHtml = view.html;
  }
  return { brandHtml: wholePage ? null : mode.kind === 'normal' ? brandHtml(info, inlineImage) : '', firstViewHtml, hints };
}

/**
 * The first view of a home as the server paints it (the `fv-*` rules of root-config's base.css, which mirror
 * mf-home's): the largest image, and on the new home the search box above it, where the home parcel will draw
 * them, so the largest paint does not wait for the scripts. It shows only on the home route (the page's inline
 * script marks it) and goes once the parcel's own image has loaded (shared-utils site/first-view.ts). Lazy, so
 * another route never downloads it; on the home route the preload has it already.
 */
const firstViewOf = (inner: string) => `<div id="${FIRST_VIEW_ID}" class="fv" aria-hidden="true">${inner}</div>`;
/** A home page's first view inside the page's width (the new and the configurable homes). */
const firstView = (inner: string) => firstViewOf(`<div class="fv-page">${inner}</div>`);

function newHomeFirstView(banner: string): string {
  const search = `<div class="fv-search"><span class="fv-input">${escapeHtml(SEARCH_TEXT.placeholder)}</span><span class="fv-submit">${escapeHtml(SEARCH_TEXT.submit)}</span></div>`;
  const image = `<img class="fv-banner" src="${escapeHtml(banner)}" alt="" width="800" height="300" loading="lazy" fetchpriority="high" />`;
  return firstView(`${search}<div class="fv-top"><div class="fv-card">${image}</div></div>`);
}

function configHomeFirstView(head: string, narrow: string): string {
  const source = narrow ? `<source media="${NARROW}" srcset="${escapeHtml(narrow)}" width="750" height="400" />` : '';
  const image = `<img src="${escapeHtml(head)}" alt="" width="1200" height="320" loading="lazy" fetchpriority="high" />`;
  return firstView(`<picture class="fv-head">${source}${image}</picture>`);
}

/** The old-style home's hero (mf-home old-home): background, the brand's name and the line under it. */
function oldHomeFirstView(brand: string, background: string): string {
  const text = `<span class="fv-hero-title">${escapeHtml(brand)}</span><span class="fv-hero-text">${escapeHtml(OLD_HOME_HERO.subtitle)}</span>`;
  return firstViewOf(`<div class="fv-hero"${backgroundStyle(background)}>${text}</div>`);
}

type SiteConfigAnswer = ReturnType<typeof toSiteConfig>;
type WholePageView = { html: string; background: string };

/** The landing page's look before its parcel (mf-home landing-page): background, badge, school and title. */
function landingFirstView(info: SiteInfo, config: SiteConfigAnswer): WholePageView {
  const school = info.school?.school ?? '';
  const background = config.use_bg_image === 1 && config.bg_image ? config.bg_image : '';
  const badge = info.school?.config.school_badge;
  const head = [
    badge ? `<img class="fv-landing-badge" src="${escapeHtml(badge)}" alt="" width="88" height="88" />` : '',
    `<span class="fv-landing-school">${escapeHtml(school)}</span>`,
    `<span class="fv-landing-title">${escapeHtml(config.title || `${school}就业服务平台`)}</span>`,
    config.subtitle ? `<span class="fv-landing-subtitle">${escapeHtml(config.subtitle)}</span>` : '',
  ].join('');
  return { html: firstViewOf(`<div class="fv-landing"${backgroundStyle(background)}><div class="fv-landing-shade"><div class="fv-whole-head">${head}</div></div></div>`), background };
}

/** The organiser login page's look before its parcel (mf-home organiser-page): background, badge, title, subtitle. */
function organiserFirstView(info: SiteInfo, config: SiteConfigAnswer): WholePageView {
  const badge = info.channel?.badge;
  const title = config.title || info.channel?.title || '';
  const subtitle = config.subtitle || info.channel?.subtitle || '';
  const head = [
    badge ? `<img class="fv-organiser-badge" src="${escapeHtml(badge)}" alt="" width="72" height="72" />` : '',
    `<span class="fv-organiser-title">${escapeHtml(title)}</span>`,
    subtitle ? `<span class="fv-organiser-subtitle">${escapeHtml(subtitle)}</span>` : '',
  ].join('');
  return { html: firstViewOf(`<div class="fv-organiser"${backgroundStyle(ORGANISER_BACKGROUND)}><div class="fv-organiser-inner"><div class="fv-whole-head">${head}</div></div></div>`), background: ORGANISER_BACKGROUND };
}

/** A URL inside CSS `url("…")`: the characters that could end it are percent-encoded (a URL means the same so). */
const cssUrl = (url: string) => url.replace(/["'\\()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);

/** The style attribute of an element drawn over a background image (none without one). */
const backgroundStyle = (url: string) => (url ? ` style="background-image:url(&quot;${escapeHtml(cssUrl(url))}&quot;)"` : '');

/** The brand as the header shows it (mf-header's BrandMark): school name + 站, channel title, or the logo. */
function brandHtml(info: SiteInfo, inlineImage: InlineImage): string {
  if (info.type === 2 && info.school) return `<span class="shell-brand-name">${escapeHtml(info.school.school)}站</span>`;
  if (info.type === 3 && info.channel) return `<span class="shell-brand-name">${escapeHtml(info.channel.title)}</span>`;
  const src = inlineImage(info.brand.logo_url) ?? info.brand.logo_url;
  return `<img class="shell-brand-logo" src="${escapeHtml(src)}" alt="${escapeHtml(info.brand.name)}" />`;
}

/** The page area of root-config's index.html, which the first view fills. */
export const PAGE_AREA = '<main id="app-main"></main>';

/** The shell header bar of root-config's index.html, which the brand fills. */
export const SHELL_HEADER = '<div class="shell-header"></div>';

/** The page with the brand in its header bar and the preload hints as a data script for its inline script. */
export function injectFirstPaint(html: string, paint: FirstPaint): string {
  const hints = `<script type="application/json" id="campus-hints">${jsonForScript(paint.hints)}</script>`;
  return html
    .replace(SHELL_HEADER, () => (paint.brandHtml === null ? '' : `<div class="shell-header${paint.brandHtml.includes('shell-brand-name') ? ' shell-header-named' : ''}"><div class="shell-brand">${paint.brandHtml}</div></div>`))
    .replace(PAGE_AREA, () => `<main id="app-main">${paint.firstViewHtml}</main>`)
    .replace('<!--campus-hints-->', () => hints);
}
