import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshPhone, logInStudentByApi, studentWithResume } from './auth-steps';
import { hostUrl } from './hosts';

// Issue 29's phone layout checks: five small things seen at a phone's width, each fixed in the CSS; each test
// looks at what a person sees where the problem was (and fails if its fix is taken out).

test.use({ viewport: { width: 360, height: 800 } });

/** Whether an element shows its text whole: nothing hidden or spilling past its box, across or down. */
const whole = (el: Locator) => el.evaluate((e) => ({ text: e.textContent, across: e.scrollWidth <= e.clientWidth, down: e.scrollHeight <= e.clientHeight + 1 }));

/** The big fair of the school site (the school home's 近期双选会 tile names it). */
async function bigFairId(page: Page, baseURL: string | undefined): Promise<number> {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const href = await page.getByRole('link', { name: /临江大学2026届毕业生.季大型双选会/ }).getAttribute('href');
  return Number(/id=(\d+)/.exec(href ?? '')?.[1]);
}

test('the localhost home, scrolled to its end, does not pan sideways', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/#/');
  await expect(page.getByRole('region', { name: '名企急招' })).toBeVisible();
  await page.mouse.move(180, 400);
  // step down as a thumb would: the blocks below draw, and positions load (90 in all), as they come near
  const positions = page.getByRole('region', { name: '热招职位' });
  const more = positions.getByRole('link', { name: '查看更多' });
  const footer = page.getByText('京ICP备2026011201号-1');
  const atBottom = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  for (let until = Date.now() + 40_000; !((await more.isVisible()) && (await atBottom())) && Date.now() < until; ) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
    await expect(positions.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
    // at this width the footer is taller than the window: a step that passed the list's end before its next
    // chunk was asked for leaves it above the window; back up a screen to bring it into view again
    if ((await atBottom()) && !(await more.isVisible())) await page.mouse.wheel(0, -1200);
  }
  await expect(more).toBeVisible();
  await expect(footer).toBeInViewport();
  // nothing to pan to: the company cards' long lines (锂电池/储能 · 1000-9999人) used to widen the page. (The
  // window's width is no measure here: the page keeps a gutter for its scroll bar, so it is narrower than that.)
  const panned = await page.evaluate(() => {
    window.scrollBy({ left: 500, behavior: 'instant' });
    return window.scrollX;
  });
  expect(panned, 'the page pans sideways by').toBe(0);
});

test('college names on the school home are shown whole', async ({ page, baseURL }) => {
  await page.goto(hostUrl(baseURL, 'school.localhost', '/#/'));
  const colleges = page.getByRole('region', { name: '院系专区' }).getByRole('listitem').getByRole('button');
  await expect(colleges.getByText('计算机与人工智能学院', { exact: true })).toBeVisible();
  for (const college of await colleges.all()) {
    const name = (await college.textContent())!.trim();
    expect(await whole(college.getByText(name, { exact: true }))).toEqual({ text: name, across: true, down: true });
  }
});

test('the resume chooser shows two attachments’ names whole at 390 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await logInStudentByApi(page, baseURL, await studentWithResume(page, baseURL));
  // two files whose names differ only at their ends, as a student's versions do
  const names = ['ZhouYiming_Frontend_Developer_Resume_2026Autumn.pdf', 'ZhouYiming_Frontend_Developer_Resume_2026Spring.pdf'];
  for (const name of names) {
    const code = await page.evaluate(async (file) => {
      const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
      const form = new FormData();
      form.append('file', new File([pdf], file, { type: 'application/pdf' }));
      return (await (await fetch('/api/resume/upload', { method: 'POST', body: form })).json()).data.code;
    }, name);
    expect(code).toBe(0);
  }
  const position = (await (await page.request.get('/api/position/gethomeresource?page=4&page_size=18')).json()).data.list[0] as { id: number; title: string };
  await page.goto(`/#/job?id=${position.id}`);
  await expect(page.getByRole('heading', { level: 1, name: position.title })).toBeVisible();
  await page.getByRole('button', { name: '投递简历' }).click();
  const picker = page.getByRole('dialog', { name: '选择投递的简历' });
  for (const name of names) {
    const shown = picker.getByText(name, { exact: true });
    await expect(shown).toBeVisible();
    expect((await whole(shown)).across, `${name} is cut`).toBe(true);
  }
});

test('the fair ticket’s 入场码 label stays on one line beside the code', async ({ page, baseURL }) => {
  await logInStudentByApi(page, baseURL, freshPhone(), 'school.localhost');
  await page.goto(hostUrl(baseURL, 'school.localhost', `/#/jobFair?id=${await bigFairId(page, baseURL)}`));
  const block = page.getByRole('region', { name: '报名参会' });
  await block.getByRole('button', { name: '报名参会' }).click();
  await expect(block.getByRole('img', { name: '入场二维码' })).toBeVisible();
  const label = block.getByText('入场码', { exact: true });
  // its text's own height (the dt itself stretches to the code beside it, which may take two lines)
  const { height, lineHeight } = await label.evaluate((e) => {
    const text = document.createRange();
    text.selectNodeContents(e);
    const style = getComputedStyle(e);
    return { height: text.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize) };
  });
  expect(height).toBeLessThan(1.6 * lineHeight);
});

test('the booth map’s entrance labels stay on the plan', async ({ page, baseURL }) => {
  const id = await bigFairId(page, baseURL);
  await page.goto(hostUrl(baseURL, 'school.localhost', `/#/floorplan?id=${id}`));
  const map = page.getByRole('region', { name: '展位图' });
  await expect(map.getByRole('button', { name: /展位，/ })).toHaveCount(300);
  type Rect = { x: number; y: number; width: number; height: number };
  const halls = await page.evaluate(async (fair) => (await (await fetch(`/api/schooljobfairzone/getfloorplan?id=${fair}`)).json()).data.halls as Rect[], id);
  // each door's group: its dot, its ⇅ mark and its label
  const labels = map.locator('svg g:has(> circle) > text').filter({ hasNotText: '⇅' });
  await expect(labels).toHaveCount(6);
  const boxes = await labels.evaluateAll((els) =>
    els.map((e) => {
      const { x, y, width, height } = (e as SVGTextElement).getBBox();
      return { label: e.textContent!, x, y, width, height };
    }),
  );
  // every label lies over one hall's width (never past the plan's side or into the way between the halls); one
  // written down a side wall lies wholly inside that hall
  const off = boxes.filter((b) => {
    const hall = halls.find((h) => h.x <= b.x && b.x + b.width <= h.x + h.width);
    return !hall || (b.height > b.width && !(hall.y <= b.y && b.y + b.height <= hall.y + hall.height));
  });
  expect(off).toEqual([]);
});
