import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { ResumeContent } from '@campus/shared-utils/shapes';
import { findRepoRoot } from '../src/paths';
import { execFileSync } from 'node:child_process';
import { ANSWER_GAMING, ANSWER_KINDS, interviewsOf, loadRatedSet, RATED_DIR, RATED_FRESH_DIR, RATED_SETS, RESUME_GAMING, RESUME_KINDS, SPLITS } from './ai-judgement/rated-set';

// The rated set and the fresh batch must be what their READMEs promise, or the bench's figures mean nothing: checked here.

type BankFile = { category: string; group: string; questions: { id: string; text: string; sample: string }[] };
const BANK_DIR = path.join(findRepoRoot(), 'api/src/ai/interview/banks');
const banks: BankFile[] = readdirSync(BANK_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(BANK_DIR, f), 'utf8')) as BankFile);
const common = banks.find((b) => b.category === '通用')!;
const jobBanks = new Map(banks.filter((b) => b !== common).map((b) => [b.category, b]));
const question = (id: string) => banks.flatMap((b) => b.questions).find((q) => q.id === id);

/** Does `text` hold a run of `n` characters of `source`? (a copied passage, not a shared term) */
const sharesRun = (text: string, source: string, n: number) => {
  for (let i = 0; i + n <= source.length; i++) if (text.includes(source.slice(i, i + n))) return true;
  return false;
};
const share = (n: number, total: number) => n / total;

const { answers, resumes } = loadRatedSet();

describe('the rated interview answers', () => {
  it('holds at least 160 answers over at least 7 real job categories, common questions among them', () => {
    expect(answers.length).toBeGreaterThanOrEqual(160);
    expect(new Set(answers.map((a) => a.id)).size).toBe(answers.length);
    const categories = new Set(answers.map((a) => a.category));
    expect(categories.size).toBeGreaterThanOrEqual(7);
    for (const c of categories) expect(jobBanks.has(c)).toBe(true);
    expect(answers.filter((a) => a.question_id.startsWith('common-')).length).toBeGreaterThanOrEqual(10);
  });

  it('asks each question as the bank does, of its own category or the common bank, in the group of the category', () => {
    for (const a of answers) {
      const bank = jobBanks.get(a.category)!;
      expect(a.group).toBe(bank.group);
      expect([...bank.questions, ...common.questions].map((q) => q.id)).toContain(a.question_id);
      expect(a.question).toBe(question(a.question_id)!.text);
    }
  });

  it('mixes the kinds as planned: about a fifth strong, a quarter plain, a quarter gaming with five of each gaming kind', () => {
    const count = (kind: string) => answers.filter((a) => a.kind === kind).length;
    for (const a of answers) expect(ANSWER_KINDS).toContain(a.kind);
    expect(share(count('strong'), answers.length)).toBeGreaterThanOrEqual(0.15);
    expect(share(count('good-plain'), answers.length)).toBeGreaterThanOrEqual(0.2);
    expect(share(count('mediocre'), answers.length)).toBeGreaterThanOrEqual(0.15);
    expect(share(count('weak'), answers.length)).toBeGreaterThanOrEqual(0.08);
    for (const kind of ANSWER_GAMING) expect(count(kind)).toBeGreaterThanOrEqual(5);
    const gaming = answers.filter((a) => ANSWER_GAMING.includes(a.kind)).length;
    expect(share(gaming, answers.length)).toBeGreaterThanOrEqual(0.2);
    expect(share(gaming, answers.length)).toBeLessThanOrEqual(0.3);
  });

  it('groups interviews of 3-5 answers of one category, a duplicate interview giving one answer to every question', () => {
    for (const group of interviewsOf(answers).filter((g) => g[0]!.interview)) {
      expect(group.length).toBeGreaterThanOrEqual(3);
      expect(group.length).toBeLessThanOrEqual(5);
      expect(new Set(group.map((a) => a.category)).size).toBe(1);
      expect(new Set(group.map((a) => a.question_id)).size).toBe(group.length);
      expect(new Set(group.map((a) => a.split)).size).toBe(1);
    }
    for (const a of answers.filter((x) => x.kind === 'duplicate')) {
      const group = answers.filter((x) => x.interview === a.interview);
      expect(a.interview).not.toBeNull();
      expect(group.every((x) => x.kind === 'duplicate' && x.answer === a.answer)).toBe(true);
    }
  });

  // Fixed lists (三查七对, the five insurances) read the same in any words, so only a run of 30 characters counts as copied.
  it("copies the bank's sample answer only in the copied-sample kind", () => {
    for (const a of answers) {
      const sample = question(a.question_id)!.sample;
      if (a.kind === 'copied-sample') expect(sharesRun(a.answer, sample, Math.floor(sample.length * 0.6))).toBe(true);
      else expect(sharesRun(a.answer, sample, 30)).toBe(false);
    }
  });

  it('holds out about a third, every kind and most categories represented there', () => {
    const held = answers.filter((a) => a.split === 'held-out');
    for (const a of answers) expect(SPLITS).toContain(a.split);
    expect(share(held.length, answers.length)).toBeGreaterThanOrEqual(0.25);
    expect(share(held.length, answers.length)).toBeLessThanOrEqual(0.4);
    for (const kind of ANSWER_KINDS) expect(held.some((a) => a.kind === kind)).toBe(true);
    expect(new Set(held.map((a) => a.category)).size).toBeGreaterThanOrEqual(7);
  });
});

describe('the rated resumes', () => {
  const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

  it('holds at least 45 resumes, each a valid resume content with months and integer ids', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(45);
    expect(new Set(resumes.map((r) => r.id)).size).toBe(resumes.length);
    for (const { resume } of resumes) {
      expect(Value.Check(ResumeContent, resume)).toBe(true);
      const entries = [...resume.education_list, ...resume.work_list, ...resume.project_list];
      for (const e of entries) {
        expect(e.start_date).toMatch(MONTH);
        if (e.end_date !== '') expect(e.end_date).toMatch(MONTH);
        expect(e.end_date === '' || e.end_date >= e.start_date).toBe(true);
      }
      expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    }
  });

  it('wants real site categories, over at least 6 of them', () => {
    const categories = new Set(resumes.flatMap((r) => r.resume.intention.categories));
    for (const c of categories) expect(jobBanks.has(c)).toBe(true);
    expect(categories.size).toBeGreaterThanOrEqual(6);
  });

  it('mixes the kinds as planned, with the same facts told well and as buzzwords', () => {
    for (const r of resumes) expect(RESUME_KINDS).toContain(r.kind);
    const count = (kind: string) => resumes.filter((r) => r.kind === kind).length;
    expect(count('strong')).toBeGreaterThanOrEqual(8);
    expect(count('good-plain')).toBeGreaterThanOrEqual(8);
    expect(count('thin')).toBeGreaterThanOrEqual(1);
    for (const kind of RESUME_GAMING) expect(count(kind)).toBeGreaterThanOrEqual(1);
    expect(resumes.filter((r) => RESUME_GAMING.includes(r.kind)).length).toBeGreaterThanOrEqual(5);
    // a pair: one student (name, school, the same entries) as strong or good-plain and as a gaming kind
    const key = (r: (typeof resumes)[number]) => `${r.resume.basic.name}|${r.resume.basic.school}|${r.resume.work_list.map((w) => w.company).join()}`;
    const pairs = resumes.filter((g) => RESUME_GAMING.includes(g.kind) && resumes.some((r) => ['strong', 'good-plain'].includes(r.kind) && key(r) === key(g)));
    expect(pairs.map((p) => p.kind)).toEqual(expect.arrayContaining(['buzzword-duplicates', 'keyword-salad']));
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    for (const g of pairs) expect(resumes.find((r) => r !== g && key(r) === key(g))!.split).toBe(g.split);
  });

  it('holds out about a third, spread over the kinds', () => {
    const held = resumes.filter((r) => r.split === 'held-out');
    expect(share(held.length, resumes.length)).toBeGreaterThanOrEqual(0.25);
    expect(share(held.length, resumes.length)).toBeLessThanOrEqual(0.4);
    for (const kind of RESUME_KINDS) expect(held.some((r) => r.kind === kind)).toBe(true);
  });
});

// The fresh batch (rated-fresh/README.md): written after the engine was tuned, all held out, rated blind.
describe('the fresh held-out batch', () => {
  const fresh = loadRatedSet(RATED_SETS.fresh);
  const old = { answers, resumes };
  const count = <T extends { kind: string }>(items: T[], kind: string) => items.filter((i) => i.kind === kind).length;

  it('is read by the loader from its own folder, every item held out under its own ids', () => {
    expect(RATED_SETS.fresh).toBe(RATED_FRESH_DIR);
    expect(RATED_FRESH_DIR).not.toBe(RATED_DIR);
    expect(fresh.answers).toHaveLength(72);
    expect(fresh.resumes).toHaveLength(20);
    fresh.answers.forEach((a, i) => expect(a.id).toBe(`f-a-${String(i + 1).padStart(3, '0')}`));
    fresh.resumes.forEach((r, i) => expect(r.id).toBe(`f-r-${String(i + 1).padStart(3, '0')}`));
    for (const item of [...fresh.answers, ...fresh.resumes]) expect(item.split).toBe('held-out');
    const oldIds = new Set([...old.answers, ...old.resumes].map((i) => i.id));
    for (const item of [...fresh.answers, ...fresh.resumes]) expect(oldIds.has(item.id)).toBe(false);
  });

  it('asks real bank questions over at least 9 categories: role-plays, situational, knowledge and common ones', () => {
    for (const a of fresh.answers) {
      const bank = jobBanks.get(a.category)!;
      expect(a.group).toBe(bank.group);
      expect([...bank.questions, ...common.questions].map((q) => q.id)).toContain(a.question_id);
      expect(a.question).toBe(question(a.question_id)!.text);
    }
    expect(new Set(fresh.answers.map((a) => a.category)).size).toBeGreaterThanOrEqual(9);
    const asked = new Set(fresh.answers.map((a) => a.question_id));
    // 推销这支笔 and 价格太贵了 (role-plays), 课堂扰乱纪律 (situational), 三查七对 (knowledge), 自我介绍 and 为什么选择我们公司
    for (const id of ['sales-01', 'sales-09', 'teacher-02', 'nurse-02', 'common-01', 'common-07']) expect(asked).toContain(id);
    expect(fresh.answers.filter((a) => a.question_id.startsWith('common-')).length).toBeGreaterThanOrEqual(8);
  });

  it('mixes the answer kinds as its brief asks, every gaming kind present and gaming about a quarter', () => {
    const n = fresh.answers.length;
    for (const a of fresh.answers) expect(ANSWER_KINDS).toContain(a.kind);
    expect(share(count(fresh.answers, 'strong'), n)).toBeGreaterThanOrEqual(0.15);
    expect(share(count(fresh.answers, 'good-plain'), n)).toBeGreaterThanOrEqual(0.2);
    expect(share(count(fresh.answers, 'mediocre'), n)).toBeGreaterThanOrEqual(0.15);
    expect(share(count(fresh.answers, 'weak'), n)).toBeGreaterThanOrEqual(0.08);
    for (const kind of ANSWER_GAMING) expect(count(fresh.answers, kind)).toBeGreaterThanOrEqual(2);
    const gaming = fresh.answers.filter((a) => ANSWER_GAMING.includes(a.kind)).length;
    expect(share(gaming, n)).toBeGreaterThanOrEqual(0.2);
    expect(share(gaming, n)).toBeLessThanOrEqual(0.3);
  });

  it('groups interviews of 3-5 answers of one category, a duplicate interview giving one answer to every question', () => {
    for (const group of interviewsOf(fresh.answers).filter((g) => g[0]!.interview)) {
      expect(group.length).toBeGreaterThanOrEqual(3);
      expect(group.length).toBeLessThanOrEqual(5);
      expect(new Set(group.map((a) => a.category)).size).toBe(1);
      expect(new Set(group.map((a) => a.question_id)).size).toBe(group.length);
    }
    for (const a of fresh.answers.filter((x) => x.kind === 'duplicate')) {
      const group = fresh.answers.filter((x) => x.interview === a.interview);
      expect(a.interview).not.toBeNull();
      expect(group.length).toBeGreaterThanOrEqual(3);
      expect(group.every((x) => x.kind === 'duplicate' && x.answer === a.answer)).toBe(true);
    }
  });

  it("copies the bank's sample only in the copied-sample kind, and no passage of the old set's answers", () => {
    const oldText = old.answers.map((a) => a.answer).join('\n');
    for (const a of fresh.answers) {
      const sample = question(a.question_id)!.sample;
      if (a.kind === 'copied-sample') expect(sharesRun(a.answer, sample, Math.floor(sample.length * 0.6))).toBe(true);
      else {
        expect(sharesRun(a.answer, sample, 30)).toBe(false);
        // written apart from the old items: no run of 30 characters in common (a copied bank sample aside)
        expect(sharesRun(oldText, a.answer, 30)).toBe(false);
      }
    }
  });

  it('holds 20 valid resumes of real site categories, kinds as planned', () => {
    const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
    for (const { resume } of fresh.resumes) {
      expect(Value.Check(ResumeContent, resume)).toBe(true);
      const entries = [...resume.education_list, ...resume.work_list, ...resume.project_list];
      for (const e of entries) {
        expect(e.start_date).toMatch(MONTH);
        expect(e.end_date === '' || (MONTH.test(e.end_date) && e.end_date >= e.start_date)).toBe(true);
      }
      for (const c of resume.intention.categories) expect(jobBanks.has(c)).toBe(true);
    }
    const planned = { strong: 4, 'good-plain': 5, mediocre: 4, thin: 2 };
    for (const [kind, n] of Object.entries(planned)) expect(count(fresh.resumes, kind)).toBe(n);
    for (const kind of RESUME_GAMING) expect(count(fresh.resumes, kind)).toBe(1);
    expect(new Set(fresh.resumes.flatMap((r) => r.resume.intention.categories)).size).toBeGreaterThanOrEqual(9);
  });

  // the command the raters run, as they run it (the bench is a script of its own, not imported by the api's tests)
  it('prints with --sheet --set fresh a sheet of this batch alone: every item once, no kind or split, resumes in a fixed shuffled order', () => {
    const sheet = () => execFileSync('node', ['bench/ai-judgement.mjs', '--sheet', '--set', 'fresh'], { cwd: findRepoRoot(), encoding: 'utf8' });
    const text = sheet();
    expect(text).toBe(sheet());
    const headings = [...text.matchAll(/^#{2,3} ([a-z]-[a-z]-\d{3}|[a-z]-\d{3})$/gm)].map((m) => m[1]!);
    expect([...headings].sort()).toEqual([...fresh.answers, ...fresh.resumes].map((i) => i.id).sort());
    for (const word of [...ANSWER_KINDS, ...RESUME_KINDS, ...SPLITS]) expect(text).not.toContain(word);
    for (const a of fresh.answers) expect(text).toContain(a.answer);
    expect(text).toContain('rated-fresh/ratings-a.json');
    expect(headings.filter((id) => id.startsWith('f-r-'))).not.toEqual(fresh.resumes.map((r) => r.id));
    // the answers come interview by interview, in file order
    expect(headings.filter((id) => id.startsWith('f-a-'))).toEqual(interviewsOf(fresh.answers).flat().map((a) => a.id));
  });
});

// The batches written blind after the first fresh one (their READMEs): each all held out, under its own id prefix,
// real bank questions, valid resumes, and two rating passes over every item.
describe.each([
  ['fresh2', 'g'],
  ['fresh3', 'h'],
  ['fresh4', 'k'],
  ['fresh5', 'm'],
  ['fresh6', 'n'],
  ['fresh7', 'p'],
  ['fresh8', 'q'],
  ['fresh9', 'r'],
  ['fresh10', 's'],
  ['fresh11', 't'],
  ['fresh12', 'u'],
  ['fresh13', 'v'],
  ['fresh14', 'w'],
  ['fresh15', 'x'],
  ['fresh16', 'y'],
  ['fresh17', 'z'],
  ['fresh18', 'b'],
  ['fresh19', 'c'],
  ['fresh20', 'd'],
  ['fresh21', 'e'],
  ['fresh22', 'j'],
  ['fresh23', 'o'],
  ['fresh24', 'l'],
  ['fresh25', 'i'],
  ['fresh26', 'aa'],
  ['fresh27', 'ab'],
  ['fresh28', 'ac'],
  ['fresh29', 'ad'],
  ['fresh30', 'ae'],
  ['fresh31', 'af'],
  ['fresh32', 'ag'],
  ['fresh33', 'ah'],
  ['fresh34', 'ai'],
  ['fresh35', 'aj'],
  ['fresh36', 'ak'],
  ['fresh37', 'al'],
  ['fresh38', 'am'],
  ['fresh39', 'an'],
  ['fresh40', 'ao'],
  ['fresh41', 'ap'],
  ['fresh42', 'aq'],
  ['fresh43', 'ar'],
  ['fresh44', 'as'],
  ['fresh45', 'at'],
  ['fresh46', 'au'],
  ['fresh47', 'av'],
  ['fresh48', 'aw'],
  ['fresh49', 'ax'],
  ['fresh50', 'ay'],
  ['fresh51', 'az'],
  ['fresh52', 'ba'],
  ['fresh53', 'bb'],
  ['fresh54', 'bc'],
  ['fresh55', 'bd'],
  ['fresh56', 'be'],
  ['fresh57', 'bf'],
  ['fresh58', 'bg'],
  ['fresh59', 'bh'],
  ['fresh60', 'bi'],
  ['fresh61', 'bj'],
  ['fresh62', 'bk'],
  ['fresh63', 'bl'],
  ['fresh64', 'bm'],
  ['fresh65', 'bn'],
  ['fresh66', 'bo'],
  ['fresh67', 'bp'],
  ['fresh68', 'bq'],
  ['fresh69', 'br'],
  ['fresh70', 'bs'],
  ['fresh71', 'bt'],
  ['fresh72', 'bu'],
  ['fresh73', 'bv'],
  ['fresh74', 'bw'],
  ['fresh75', 'bx'],
  ['fresh76', 'by'],
  ['fresh77', 'bz'],
  ['fresh78', 'ca'],
  ['fresh79', 'cb'],
  ['fresh80', 'cc'],
  ['fresh81', 'cd'],
  ['fresh82', 'ce'],
  ['fresh83', 'cf'],
  ['fresh84', 'cg'],
  ['fresh85', 'ch'],
  ['fresh86', 'ci'],
  ['fresh87', 'cj'],
  ['fresh88', 'ck'],
  ['fresh89', 'cl'],
  ['fresh90', 'cm'],
  ['fresh91', 'cn'],
  ['fresh92', 'co'],
  ['fresh93', 'cp'],
  ['fresh94', 'cq'],
  ['fresh95', 'cr'],
  ['fresh96', 'cs'],
  ['fresh97', 'ct'],
  ['fresh98', 'cu'],
  ['fresh99', 'cv'],
  ['fresh100', 'cw'],
  ['fresh101', 'cx'],
  ['fresh102', 'cy'],
  ['fresh103', 'cz'],
  ['fresh104', 'da'],
  ['fresh105', 'db'],
  ['fresh106', 'dc'],
  ['fresh107', 'dd'],
  ['fresh108', 'de'],
  ['fresh109', 'df'],
  ['fresh110', 'dg'],
  ['fresh111', 'dh'],
  ['fresh112', 'di'],
  ['fresh113', 'dj'],
  ['fresh114', 'dk'],
  ['fresh115', 'dl'],
  ['fresh116', 'dm'],
  ['fresh117', 'dn'],
  ['fresh118', 'do'],
  ['fresh119', 'dp'],
  ['fresh120', 'dq'],
  ['fresh121', 'dr'],
  ['fresh122', 'ds'],
  ['fresh123', 'dt'],
  ['fresh124', 'du'],
  ['fresh125', 'dv'],
  ['fresh126', 'dw'],
  ['fresh127', 'dx'],
  ['fresh128', 'dy'],
  ['fresh129', 'dz'],
  ['fresh130', 'ea'],
  ['fresh131', 'eb'],
  ['fresh132', 'ec'],
  ['fresh133', 'ed'],
  ['fresh134', 'ee'],
  ['fresh135', 'ef'],
  ['fresh136', 'eg'],
  ['fresh137', 'eh'],
  ['fresh138', 'ei'],
  ['fresh139', 'ej'],
  ['fresh140', 'ek'],
  ['fresh141', 'el'],
  ['fresh142', 'em'],
  ['fresh143', 'en'],
  ['fresh144', 'eo'],
  ['fresh145', 'ep'],
  ['fresh146', 'eq'],
  ['fresh147', 'er'],
  ['fresh148', 'es'],
  ['fresh149', 'et'],
  ['fresh150', 'eu'],
  ['fresh151', 'ev'],
  ['fresh152', 'ew'],
  ['fresh153', 'ex'],
  ['fresh154', 'ey'],
  ['fresh155', 'ez'],
  ['fresh156', 'fa'],
  ['fresh157', 'fb'],
  ['fresh158', 'fc'],
  ['fresh159', 'fd'],
  ['fresh160', 'fe'],
  ['fresh161', 'ff'],
  ['fresh162', 'fg'],
  ['fresh163', 'fh'],
  ['fresh164', 'fi'],
  ['fresh165', 'fj'],
  ['fresh166', 'fk'],
  ['fresh167', 'fl'],
  ['fresh168', 'fm'],
  ['fresh169', 'fn'],
  ['fresh170', 'fo'],
  ['fresh171', 'fp'],
  ['fresh172', 'fq'],
  ['fresh173', 'fr'],
  ['fresh174', 'fs'],
  ['fresh175', 'ft'],
  ['fresh176', 'fu'],
  ['fresh177', 'fv'],
  ['fresh178', 'fw'],
  ['fresh179', 'fx'],
  ['fresh180', 'fy'],
  ['fresh181', 'fz'],
  ['fresh182', 'ga'],
  ['fresh183', 'gb'],
  ['fresh184', 'gc'],
  ['fresh185', 'gd'],
  ['fresh186', 'ge'],
  ['fresh187', 'gf'],
  ['fresh188', 'gg'],
  ['fresh189', 'gh'],
  ['fresh190', 'gi'],
  ['fresh191', 'gj'],
  ['fresh192', 'gk'],
  ['fresh193', 'gl'],
] as const)('the blind batch %s', (name, prefix) => {
  const dir = RATED_SETS[name];
  const batch = loadRatedSet(dir);

  it('holds held-out items of every kind under its own ids, asking real bank questions', () => {
    batch.answers.forEach((a, i) => expect(a.id).toBe(`${prefix}-a-${String(i + 1).padStart(3, '0')}`));
    batch.resumes.forEach((r, i) => expect(r.id).toBe(`${prefix}-r-${String(i + 1).padStart(3, '0')}`));
    for (const item of [...batch.answers, ...batch.resumes]) expect(item.split).toBe('held-out');
    for (const a of batch.answers) {
      expect(ANSWER_KINDS).toContain(a.kind);
      expect(a.group).toBe(jobBanks.get(a.category)!.group);
      expect(a.question).toBe(question(a.question_id)!.text);
    }
    for (const kind of ANSWER_GAMING) expect(batch.answers.some((a) => a.kind === kind)).toBe(true);
    for (const r of batch.resumes) {
      expect(RESUME_KINDS).toContain(r.kind);
      expect(Value.Check(ResumeContent, r.resume)).toBe(true);
    }
    expect(new Set(batch.answers.map((a) => a.category)).size).toBeGreaterThanOrEqual(9);
  });

  it('is rated by two passes over every item, 1-5', () => {
    const ids = [...batch.answers, ...batch.resumes].map((i) => i.id).sort();
    for (const f of ['ratings-a.json', 'ratings-b.json']) {
      const ratings = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, number>;
      expect(Object.keys(ratings).sort()).toEqual(ids);
      for (const v of Object.values(ratings)) expect([1, 2, 3, 4, 5]).toContain(v);
    }
  });
});
