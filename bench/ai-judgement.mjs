// How closely the offline AI judgement agrees with people (docs/testing.md "The AI judgement set"). Two rated sets
// of written interview answers and resumes, each with two rating passes (ratings-a.json, ratings-b.json, made
// against docs/ai-rubric.md), are compared with the engine: each answer scored by scoreInterview (the answers of
// one mock interview together), each resume by diagnoseResume. The first set (api/test/fixtures/ai/rated) has a
// tuning split and a held-out third that was since looked at while the engine was tuned; each fresh batch
// (api/test/fixtures/ai/rated-fresh, -2, -3), all held out, was written and rated blind, measured once (its README
// records that honest figure) and then looked at while the engine was changed: its figures since are on seen data.
// Prints Spearman's ρ between the engine and the mean rating, how far the two passes agree, the highest score of a
// gaming item and whether every gaming item stays below every item the raters put at 4 or more; for resumes,
// good-plain over keyword-salad. Each figure beside its goal; exits 1 when a goal of either set is missed or a pass
// of the first set is missing (a fresh batch's passes are made after it is written: until both exist it is only
// named). Then the largest disagreements, for a reader to see why.
//
//   node bench/ai-judgement.mjs                        the figures of every set
//   node bench/ai-judgement.mjs --set old|fresh|fresh2…fresh7 the figures of one set (RATINGS_DIR: that set's passes, or
//                                                      without --set the first set's, from another folder)
//   node bench/ai-judgement.mjs --sheet [--set fresh2] the raters' sheet of one set (the first by default): every
//                                                      item without kind, split or score
//   node bench/ai-judgement.mjs --tune                 the first set's tuning items only: what someone changing the
//                                                      engine may look at (never a fresh batch)
//
// With AI_BASE_URL and AI_MODEL (AI_API_KEY, AI_TIMEOUT_MS as the server reads them) the answers are also scored
// as the model-combined scores the interview report gives (the model's rubric marks combined with the engine's).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { ratingSheet } from './lib/rating-sheet.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(path.join(root, file));
const { ANSWER_GAMING, RATED_SETS, RESUME_GAMING, interviewsOf, loadRatedSet, readRatings } = await load('api/test/ai-judgement/rated-set.ts');
const { agreement, quadraticKappa, spearman } = await load('api/test/ai-judgement/stats.ts');

const GOALS = { answersRho: 0.75, resumesRho: 0.8, gamingMax: 40, plainOverSalad: 20 };
/** The month the resumes are diagnosed in: the sets' dates are written up to it. */
const DIAGNOSED_IN = '2026-11';
/** The mock interview's time per question, and the time each written answer is said to have taken. */
const INTERVIEW = { seconds: 120, secondsUsed: 60 };
const WORST_SHOWN = 8;
const PASSES = ['ratings-a.json', 'ratings-b.json'];

const TUNE_ONLY = process.argv.includes('--tune');
const setFlag = process.argv.indexOf('--set');
const SET = setFlag >= 0 ? process.argv[setFlag + 1] : undefined;
/** How each set is introduced and which scopes of it are measured. */
const SETS = {
  old: {
    heading: 'the rated set (api/test/fixtures/ai/rated)',
    // whoever tunes the engine reads the figures of the tuning split alone (an interview and a same-facts pair
    // never straddle the split); its held-out part has since been looked at, so it is named as such
    scopes: (items) =>
      TUNE_ONLY
        ? [['tuning items', items]]
        : [
            ['all items', items],
            ['held-out (since looked at while tuning: the fresh batch is the unseen figure)', items.filter((i) => i.split === 'held-out')],
          ],
  },
  fresh: spentBatch('the fresh batch (api/test/fixtures/ai/rated-fresh), written after the first tuning'),
  ...Object.fromEntries(
    ['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first', 'thirty-second', 'thirty-third', 'thirty-fourth', 'thirty-fifth', 'thirty-sixth', 'thirty-seventh', 'thirty-eighth', 'thirty-ninth', 'fortieth', 'forty-first', 'forty-second', 'forty-third', 'forty-fourth', 'forty-fifth', 'forty-sixth', 'forty-seventh', 'forty-eighth', 'forty-ninth', 'fiftieth', 'fifty-first', 'fifty-second', 'fifty-third', 'fifty-fourth', 'fifty-fifth', 'fifty-sixth', 'fifty-seventh', 'fifty-eighth', 'fifty-ninth', 'sixtieth', 'sixty-first', 'sixty-second', 'sixty-third', 'sixty-fourth', 'sixty-fifth', 'sixty-sixth', 'sixty-seventh', 'sixty-eighth', 'sixty-ninth', 'seventieth', 'seventy-first', 'seventy-second', 'seventy-third', 'seventy-fourth', 'seventy-fifth', 'seventy-sixth', 'seventy-seventh', 'seventy-eighth', 'seventy-ninth', 'eightieth', 'eighty-first', 'eighty-second', 'eighty-third', 'eighty-fourth', 'eighty-fifth', 'eighty-sixth', 'eighty-seventh', 'eighty-eighth', 'eighty-ninth', 'ninetieth', 'ninety-first', 'ninety-second', 'ninety-third', 'ninety-fourth', 'ninety-fifth', 'ninety-sixth', 'ninety-seventh', 'ninety-eighth', 'ninety-ninth', 'hundredth', 'hundred-and-first', 'hundred-and-second', 'hundred-and-third', 'hundred-and-fourth', 'hundred-and-fifth', 'hundred-and-sixth', 'hundred-and-seventh', 'hundred-and-eighth', 'hundred-and-ninth', 'hundred-and-tenth', 'hundred-and-eleventh', 'hundred-and-twelfth', 'hundred-and-thirteenth', 'hundred-and-fourteenth', 'hundred-and-fifteenth', 'hundred-and-sixteenth', 'hundred-and-seventeenth', 'hundred-and-eighteenth', 'hundred-and-nineteenth', 'hundred-and-twentieth', 'hundred-and-twenty-first', 'hundred-and-twenty-second', 'hundred-and-twenty-third', 'hundred-and-twenty-fourth', 'hundred-and-twenty-fifth', 'hundred-and-twenty-sixth', 'hundred-and-twenty-seventh', 'hundred-and-twenty-eighth', 'hundred-and-twenty-ninth', 'hundred-and-thirtieth', 'hundred-and-thirty-first', 'hundred-and-thirty-second', 'hundred-and-thirty-third', 'hundred-and-thirty-fourth', 'hundred-and-thirty-fifth', 'hundred-and-thirty-sixth', 'hundred-and-thirty-seventh', 'hundred-and-thirty-eighth', 'hundred-and-thirty-ninth', 'hundred-and-fortieth', 'hundred-and-forty-first', 'hundred-and-forty-second', 'hundred-and-forty-third', 'hundred-and-forty-fourth', 'hundred-and-forty-fifth', 'hundred-and-forty-sixth', 'hundred-and-forty-seventh', 'hundred-and-forty-eighth', 'hundred-and-forty-ninth', 'hundred-and-fiftieth', 'hundred-and-fifty-first', 'hundred-and-fifty-second', 'hundred-and-fifty-third', 'hundred-and-fifty-fourth', 'hundred-and-fifty-fifth', 'hundred-and-fifty-sixth', 'hundred-and-fifty-seventh', 'hundred-and-fifty-eighth', 'hundred-and-fifty-ninth', 'hundred-and-sixtieth', 'hundred-and-sixty-first', 'hundred-and-sixty-second', 'hundred-and-sixty-third', 'hundred-and-sixty-fourth', 'hundred-and-sixty-fifth', 'hundred-and-sixty-sixth', 'hundred-and-sixty-seventh', 'hundred-and-sixty-eighth', 'hundred-and-sixty-ninth', 'hundred-and-seventieth', 'hundred-and-seventy-first', 'hundred-and-seventy-second', 'hundred-and-seventy-third', 'hundred-and-seventy-fourth', 'hundred-and-seventy-fifth', 'hundred-and-seventy-sixth', 'hundred-and-seventy-seventh', 'hundred-and-seventy-eighth', 'hundred-and-seventy-ninth', 'hundred-and-eightieth', 'hundred-and-eighty-first', 'hundred-and-eighty-second', 'hundred-and-eighty-third', 'hundred-and-eighty-fourth', 'hundred-and-eighty-fifth', 'hundred-and-eighty-sixth', 'hundred-and-eighty-seventh', 'hundred-and-eighty-eighth', 'hundred-and-eighty-ninth', 'hundred-and-ninetieth', 'hundred-and-ninety-first', 'hundred-and-ninety-second', 'hundred-and-ninety-third'].map((nth, i) => [`fresh${i + 2}`, spentBatch(`the ${nth} fresh batch (api/test/fixtures/ai/rated-fresh-${i + 2}), written blind`)]),
  ),
};
/** A batch written and rated after the engine was frozen, measured once (its README holds that figure) and read since. */
function spentBatch(heading) {
  return { heading: `${heading}, measured once and since looked at`, scopes: (items) => [['all items (looked at since its first measurement)', items]] };
}
/** The sets rated after they were written: until both passes exist they are only named. */
const RATED_LATER = Object.keys(SETS).filter((name) => name !== 'old');

// exit codes go through process.exitCode: process.exit() would cut a long sheet written to a pipe
if (SET !== undefined && !(SET in RATED_SETS)) {
  console.error(`--set takes ${Object.keys(RATED_SETS).join(' or ')}, not ${SET ?? 'nothing'}`);
  process.exitCode = 2;
} else if (TUNE_ONLY && RATED_LATER.includes(SET)) {
  console.error('--tune reads the tuning split of the first set; a fresh batch is all held out and is never read while tuning');
  process.exitCode = 2;
} else if (process.argv.includes('--sheet')) {
  const name = SET ?? 'old';
  const { answers, resumes } = selected(loadRatedSet(RATED_SETS[name]));
  console.log(ratingSheet({ interviews: interviewsOf(answers), resumes, folder: path.relative(root, RATED_SETS[name]) }));
} else await measure(SET ? [SET] : TUNE_ONLY ? ['old'] : Object.keys(SETS));

/** The items read: with --tune the tuning split alone. */
function selected(rated) {
  const tuning = (items) => (TUNE_ONLY ? items.filter((i) => i.split === 'tune') : items);
  return { answers: tuning(rated.answers), resumes: tuning(rated.resumes) };
}

async function measure(names) {
  let missed = 0;
  let measured = 0;
  for (const name of names) {
    const result = await measureSet(name);
    missed += result.missed;
    if (result.measured) measured++;
  }
  console.log(missed ? `\n${missed} goals missed` : measured ? '\nevery goal met' : '\nnothing measured');
  process.exitCode = missed ? 1 : 0;
}

/** The figures of one set: how many goals were missed (a pass the set needs and lacks counts as one), whether it was measured. */
async function measureSet(name) {
  const setDir = RATED_SETS[name];
  const rated = loadRatedSet(setDir);
  const { answers, resumes } = selected(rated);
  console.log(`\n######## ${SETS[name].heading}`);

  // ---- the two rating passes
  // RATINGS_DIR stands for the folder of the set named by --set, else of the first set
  const dir = name === (SET ?? 'old') ? (process.env.RATINGS_DIR ?? setDir) : setDir;
  // a fresh batch is rated after it is written: until both passes exist it has no figures, and that is no failure
  const absent = PASSES.filter((f) => !existsSync(path.join(dir, f)));
  if (RATED_LATER.includes(name) && absent.length) {
    console.log(`not rated yet (${absent.join(', ')} missing in ${path.relative(root, dir)}): no figures for it until two raters have rated it (its README.md)`);
    return { missed: 0, measured: false };
  }
  // every item of the set must be rated, whichever part is measured
  const ids = [...rated.answers, ...rated.resumes].map((i) => i.id);
  const passes = PASSES.map((f) => readRatings(path.join(dir, f), ids));
  const problems = passes.flatMap((p) => p.problems ?? []);
  if (problems.length) {
    for (const p of problems) console.error(p);
    console.error(`The set is not rated yet (or not completely): two raters rate it against docs/ai-rubric.md first (${path.relative(root, setDir)}/README.md).`);
    return { missed: 1, measured: false };
  }
  const [A, B] = passes.map((p) => p.ratings);
  const meanRating = (id) => (A[id] + B[id]) / 2;

  // ---- the engine's scores
  const { scoreInterview } = await load('api/src/ai/interview/score-interview.ts');
  const { diagnoseResume } = await load('api/src/ai/diagnose/diagnose.ts');

  /** One mock interview as the engine receives it: the answers in file order. */
  const asked = (group) =>
    group.map((a, index) => ({ index, question_id: a.question_id, text: a.question, follow_up: 0, answer: a.answer, seconds_used: INTERVIEW.secondsUsed, late: 0 }));
  const interviewOptions = (group) => ({ category: group[0].category, group: group[0].group, seconds: INTERVIEW.seconds });

  const interviews = interviewsOf(answers);
  const engineAnswer = {};
  const engineQuestions = new Map();
  for (const group of interviews) {
    const result = scoreInterview(asked(group), interviewOptions(group));
    engineQuestions.set(group, result.questions);
    group.forEach((a, i) => (engineAnswer[a.id] = result.questions[i].score));
  }
  const engineResume = Object.fromEntries(resumes.map((r) => [r.id, diagnoseResume(r.resume, DIAGNOSED_IN).score]));

  // ---- figures
  let missed = 0;
  const fixed = (v, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
  const pct = (v) => `${(v * 100).toFixed(0)} %`;
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  /** Prints a figure beside its goal; an undefined figure misses its goal. */
  function check(ok, text) {
    if (!ok) missed++;
    console.log(`${ok ? 'ok  ' : 'MISS'} ${text}`);
  }

  /** A rating on the engine's scale, to name how far apart the two are: 1 → 0, 3 → 50, 5 → 100. */
  const onScale = (rating) => (rating - 1) * 25;

  function report(title, items, scoreOf, { gamingKinds, rhoGoal, excerpt, extra }) {
    console.log(`\n== ${title}: ${items.length} items, ${items.filter((i) => i.split === 'held-out').length} held out`);
    for (const [scope, sel] of SETS[name].scopes(items)) {
      const engine = sel.map((i) => scoreOf(i.id));
      const rated = sel.map((i) => meanRating(i.id));
      const a = sel.map((i) => A[i.id]);
      const b = sel.map((i) => B[i.id]);
      console.log(`\n${scope} (${sel.length})`);
      const rho = spearman(engine, rated);
      check(rho >= rhoGoal, `Spearman ρ score ~ mean rating ${fixed(rho)} (≥ ${rhoGoal})`);
      const { exact, withinOne } = agreement(a, b);
      console.log(`     raters: ρ ${fixed(spearman(a, b))}, exact ${pct(exact)}, within one ${pct(withinOne)}, quadratic-weighted κ ${fixed(quadraticKappa(a, b))}`);
      const gaming = sel.filter((i) => gamingKinds.includes(i.kind));
      // a gaming item the raters put at 4 (a copied sample answer reads well to someone who has not seen the bank)
      // is not a bar for the others: the goal is every gaming item below every genuine answer rated 4-5
      const rated4 = sel.filter((i) => meanRating(i.id) >= 4 && !gamingKinds.includes(i.kind));
      if (gaming.length) {
        const top = gaming.reduce((x, y) => (scoreOf(y.id) > scoreOf(x.id) ? y : x));
        check(scoreOf(top.id) <= GOALS.gamingMax, `highest gaming score ${scoreOf(top.id)} (${top.id}, ${top.kind}) of ${gaming.length} gaming items (≤ ${GOALS.gamingMax})`);
        if (rated4.length) {
          const low = rated4.reduce((x, y) => (scoreOf(y.id) < scoreOf(x.id) ? y : x));
          const below = gaming.filter((g) => scoreOf(g.id) >= scoreOf(low.id)).length;
          check(below === 0, `every gaming item below every other item rated ≥ 4: lowest rated-≥4 score ${scoreOf(low.id)} (${low.id}), ${below} gaming items at or above it`);
        } else console.log('     no item rated ≥ 4 here: the separation is not measured');
      }
      extra?.(sel);
    }
    console.log('\nby kind (all items): n, engine mean, mean rating');
    for (const kind of [...new Set(items.map((i) => i.kind))]) {
      const of = items.filter((i) => i.kind === kind);
      console.log(`     ${kind.padEnd(20)} ${String(of.length).padStart(3)}  ${mean(of.map((i) => scoreOf(i.id))).toFixed(0).padStart(3)}  ${mean(of.map((i) => meanRating(i.id))).toFixed(2)}`);
    }
    console.log(`\nlargest disagreements (engine − rating on its scale, 1 → 0 … 5 → 100):`);
    const gap = (i) => scoreOf(i.id) - onScale(meanRating(i.id));
    for (const i of [...items].sort((x, y) => Math.abs(gap(y)) - Math.abs(gap(x))).slice(0, WORST_SHOWN)) {
      console.log(`     ${i.id} ${i.kind.padEnd(19)} ${i.split.padEnd(8)} engine ${String(scoreOf(i.id)).padStart(3)}  ratings ${A[i.id]}/${B[i.id]}  ${excerpt(i)}`);
    }
  }

  const cut = (text, n = 40) => (text.length > n ? `${text.slice(0, n)}…` : text);
  const answerExcerpt = (a) => `${a.question_id}: ${cut(a.answer.replace(/\s+/g, ' '))}`;
  const resumeExcerpt = (r) => {
    const first = [...r.resume.work_list, ...r.resume.project_list].find((e) => e.description);
    return first ? cut(first.description) : `${r.resume.basic.name} ${r.resume.basic.school} (no described entry)`;
  };

  console.log(`AI judgement against two rating passes (${path.relative(root, dir) || dir})`);
  report('interview answers (scoreInterview, questions[i].score)', answers, (id) => engineAnswer[id], {
    gamingKinds: ANSWER_GAMING,
    rhoGoal: GOALS.answersRho,
    excerpt: answerExcerpt,
  });
  report(`resumes (diagnoseResume(…, '${DIAGNOSED_IN}').score)`, resumes, (id) => engineResume[id], {
    gamingKinds: RESUME_GAMING,
    rhoGoal: GOALS.resumesRho,
    excerpt: resumeExcerpt,
    extra: (sel) => {
      const of = (kind) => sel.filter((r) => r.kind === kind).map((r) => engineResume[r.id]);
      const plain = of('good-plain');
      const salad = of('keyword-salad');
      if (!plain.length || !salad.length) return console.log('     no good-plain or no keyword-salad resume here: the gap is not measured');
      const gap = mean(plain) - mean(salad);
      check(gap >= GOALS.plainOverSalad, `good-plain over keyword-salad ${gap.toFixed(0)} points (mean ${mean(plain).toFixed(0)} against ${mean(salad).toFixed(0)}; ≥ ${GOALS.plainOverSalad})`);
    },
  });

  // ---- the model-combined answer scores, when a model is configured
  if (process.env.AI_BASE_URL && process.env.AI_MODEL) {
    const { modelAnswerScores } = await load('api/src/ai/interview/model-rubric.ts');
    const { combineInterview } = await load('api/src/ai/interview/rubric-combine.ts');
    const config = {
      baseUrl: process.env.AI_BASE_URL.replace(/\/+$/, ''),
      apiKey: process.env.AI_API_KEY ?? '',
      model: process.env.AI_MODEL,
      timeoutMs: Number(process.env.AI_TIMEOUT_MS ?? 8000),
    };
    const combined = {};
    let dropped = 0;
    let unmarked = 0;
    for (const group of interviews) {
      const rubric = await modelAnswerScores(config, { category: group[0].category, questions: asked(group) });
      if (rubric) dropped += rubric.dropped.length;
      else unmarked++;
      const scores = combineInterview(engineQuestions.get(group).map((q) => ({ score: q.score })), rubric);
      group.forEach((a, i) => (combined[a.id] = scores[i]));
    }
    console.log(`\nmodel ${config.model}: over ${interviews.length} interviews, ${unmarked} without marks and ${dropped} criteria dropped (the engine's score stands in)`);
    report('interview answers, model-combined (combineInterview)', answers, (id) => combined[id], {
      gamingKinds: ANSWER_GAMING,
      rhoGoal: GOALS.answersRho,
      excerpt: answerExcerpt,
    });
  }

  return { missed, measured: true };
}
