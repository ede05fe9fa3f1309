// The browsing mix of issue 13 point 7: for each page a student opens, the requests a browser makes for it.
//
// Recorded from the running product with `node bench/record-browse-mix.mjs` (headless Debian Chromium through
// playwright-core, a logged-in student with a named online resume, each page opened afresh and scrolled to
// its end, `npm run build` of 2026-11-25). Kept here:
// - the document (index.html carries the home's first answers inline) and every API call, in the order seen;
// - every image: the header's and the page's fixed ones below, and each image URL an answer names (company
//   logos, /api/company/logo?…). That is a little more than a page shows (the recording had 40 logos on the
//   home page where the answers name about 56, 10 of about 13 on a search page, all 7 on that position
//   page): more load than a browser makes, never less;
// - not the content-hashed scripts, styles and fonts (cached as immutable after a student's first page).
// A student's browser keeps images for the max-age their answers give (logos a week, /static a day, QR codes
// an hour), so a page asks only for those it has not shown before; index.html and the API calls are asked
// for on every page (no-cache). A browser fires a step's requests together (six at a time); the next step
// starts once they are answered (images named by an answer are fetched in the step after it). Every page
// opened afresh asks for the site information (/company/site/getinfo) and the login state, as recorded.
// The load bench fails when any of these answers 404, so a call the product no longer has is noticed.

/** The header and site calls of every page. */
const SITE = [
  { name: 'document /', method: 'GET', path: '/' },
  { name: 'site info', method: 'POST', path: '/company/site/getinfo', form: () => ({ domain: 'localhost' }) },
  { name: 'checkstulogin', method: 'POST', path: '/api/user/checkstulogin', form: (s) => ({ user_id: String(s.userId) }) },
  { name: 'getcommon', method: 'GET', path: '/api/user/getcommon' },
  ...['/static/logo/main.svg', '/static/avatar/man_2.svg', '/static/logo/support.svg', '/api/qrcodeparameter/image?scene=mp-main'].map(imageCall),
];

/** A plain image request (named by the folder or route, so the tally groups them). */
export function imageCall(path) {
  return { name: path.startsWith('/static/') ? 'image /static' : `image ${path.split('?')[0]}`, method: 'GET', path, image: true };
}

/** Two-character keywords, as students type them. */
export const KEYWORDS = ['开发', '销售', '运营', '前端', '设计', '财务', '产品', '测试', '数据', '市场'];

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

const detail = (s) => ({ id: String(s.positionId()) });

/** The pages; each is a list of steps, each step the requests fired together. */
export const PAGES = {
  home: [
    [
      ...SITE,
      ...['spring', 'ai-interview', 'management-trainee', 'internship', 'hard-tech'].map((b) => imageCall(`/static/home/banner/${b}.svg`)),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => imageCall(`/static/home/famous/${n}.svg`)),
    ],
    // below the fold, loaded as the student scrolls
    [
      { name: 'company gethomeresource', method: 'GET', path: '/api/company/gethomeresource' },
      { name: 'position gethomeresource', method: 'GET', path: '/api/position/gethomeresource', query: () => ({ page: '1', page_size: '18' }) },
    ],
  ],
  search: [
    [
      ...SITE,
      {
        name: 'getlistbyselect (2-char keyword)',
        method: 'POST',
        path: '/api/position/getlistbyselect',
        form: () => ({ keyword: pick(KEYWORDS), page: '1', page_size: '20' }),
        then: (data, s) => s.sawPositions((data.list ?? []).map((p) => p.id)),
      },
      { name: 'getfilteroptions', method: 'GET', path: '/api/position/getfilteroptions' },
    ],
  ],
  detail: [
    [...SITE, { name: 'position getdetail', method: 'GET', path: '/api/position/getdetail', query: detail }],
    [{ name: 'getdeliverstatus', method: 'POST', path: '/api/resume/getdeliverstatus', form: (s) => ({ position_id: String(s.current) }) }],
  ],
  apply: [
    [...SITE, { name: 'position getdetail', method: 'GET', path: '/api/position/getdetail', query: detail }],
    [{ name: 'getdeliverstatus', method: 'POST', path: '/api/resume/getdeliverstatus', form: (s) => ({ position_id: String(s.current) }) }],
    // the 投递简历 click: the status again, the resume picker, then 确认投递
    [{ name: 'getdeliverstatus', method: 'POST', path: '/api/resume/getdeliverstatus', form: (s) => ({ position_id: String(s.current) }) }],
    [{ name: 'getresumelist', method: 'POST', path: '/api/resume/getresumelist', form: () => ({}) }],
    [{ name: 'deliver', method: 'POST', path: '/api/resume/deliver', form: (s) => ({ position_id: String(s.current), resume_type: '1', resume_id: String(s.userId) }) }],
  ],
  resume: [
    [
      ...SITE,
      { name: 'resume getdetail', method: 'GET', path: '/api/resume/getdetail', query: (s) => ({ user_id: String(s.userId) }), then: (data, s) => s.readResume(data) },
      { name: 'getattachment', method: 'GET', path: '/api/resume/getattachment' },
    ],
    // 编辑基本信息 → 保存 (the version read above), then the header refreshes the student's info
    [{ name: 'savebasicinfo', method: 'POST', path: '/api/resume/savebasicinfo', form: (s) => s.basicInfoForm(), then: (data, s) => s.readBasic(data) }],
    [{ name: 'getcommon', method: 'GET', path: '/api/user/getcommon' }],
  ],
};

/** How often each page is opened (out of 10 page views). */
export const WEIGHTS = { home: 2, search: 3, detail: 3, apply: 1, resume: 1 };

/** A page name drawn by the weights. */
export function pickPage(random = Math.random) {
  let r = random() * Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  for (const [page, w] of Object.entries(WEIGHTS)) {
    r -= w;
    if (r < 0) return page;
  }
  return 'home';
}

/**
 * Non-zero codes that are business answers, not errors: applying twice to a position (43003 已投递) and the
 * daily application cap (43004). Everything else non-zero counts as an error.
 */
export const EXPECTED_CODES = new Set([43003, 43004]);

/** Image URLs an answer names (logos and the like): the page shows them, so the browser fetches them. */
export function imagesIn(data, found = new Set()) {
  if (typeof data === 'string') {
    if (/^\/api\/company\/logo\?|^\/static\/.+\.(svg|png|jpe?g|webp)$/.test(data)) found.add(data);
  } else if (data && typeof data === 'object') {
    for (const v of Object.values(data)) imagesIn(v, found);
  }
  return found;
}
