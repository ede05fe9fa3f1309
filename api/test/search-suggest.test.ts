import type { FastifyInstance } from 'fastify';
import type { SearchSuggestion } from '@campus/shared-utils/shapes';
import { body, DB_KINDS, useTestApp } from './helper';
import { openPositions, search } from './jobs-helper';

const suggest = async (app: FastifyInstance, keyword: string, host = 'localhost') => {
  const res = await app.inject({ url: `/api/position/suggest?keyword=${encodeURIComponent(keyword)}&public_source=1`, headers: { host } });
  return body<{ list: SearchSuggestion[] }>(res);
};

/** Each suggestion must find what it promises: its category's positions, or a search for its text. */
async function findsSomething(app: FastifyInstance, s: SearchSuggestion, host: string): Promise<number> {
  const answer = await search(app, s.kind === 'category' ? { category: s.value } : { keyword: s.text }, host);
  return answer.data.total;
}

describe.each(DB_KINDS)('GET /api/position/suggest on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(['前', '前端', '会计', 'java'])('suggests categories, titles and companies that contain %s and find positions', async (keyword) => {
    const { data } = await suggest(t.app, keyword);
    expect(data.code).toBe(0);
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.length).toBeLessThanOrEqual(8);
    for (const s of data.list) {
      expect(s.text.toLowerCase()).toContain(keyword);
      expect(s.count).toBeGreaterThan(0);
      expect(await findsSomething(t.app, s, 'localhost')).toBeGreaterThan(0);
    }
    // categories first, then titles, then companies; no text twice within a kind
    const order = data.list.map((s) => ['category', 'position', 'company'].indexOf(s.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const k of ['category', 'position', 'company']) {
      const texts = data.list.filter((s) => s.kind === k).map((s) => s.text);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('offers a company by a part of its name, and the category of a two-character keyword', async () => {
    const positions = await openPositions(t.app);
    const company = positions[0]!.name;
    const part = [...company].slice(0, 2).join('');
    const { data } = await suggest(t.app, part);
    expect(data.list.filter((s) => s.kind === 'company').map((s) => s.text)).toContain(company);
    const category = positions.find((p) => [...p.category_label].length >= 2)!;
    const byCategory = await suggest(t.app, [...category.category_label].slice(0, 2).join(''));
    expect(byCategory.data.list.some((s) => s.kind === 'category')).toBe(true);
  });

  it('suggests from the requesting site only', async () => {
    const schoolTitles = new Set((await openPositions(t.app, 'school.localhost')).map((p) => p.title));
    const { data } = await suggest(t.app, '工程', 'school.localhost');
    for (const s of data.list.filter((x) => x.kind === 'position')) expect(schoolTitles.has(s.text)).toBe(true);
    for (const s of data.list) expect(await findsSomething(t.app, s, 'school.localhost')).toBeGreaterThan(0);
  });

  it('answers an empty list for nothing typed, spaces, no match, or SQL and markup taken as text', async () => {
    for (const keyword of ['', '   ', '不存在的职位名称', "' or 1=1 --", '<img src=x onerror=alert(1)>']) {
      const { data } = await suggest(t.app, keyword);
      expect(data).toEqual({ code: 0, msg: 'success', list: [] });
    }
  });

  it('refuses a keyword over 50 characters with the field named', async () => {
    const { data } = await suggest(t.app, '前'.repeat(51));
    expect(data.code).toBe(40001);
    expect(data.msg).toContain('keyword');
  });
});
