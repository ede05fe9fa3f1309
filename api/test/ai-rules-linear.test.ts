// Every rule of the resume import reads a crafted line of 100,000 characters in linear time (issue 25 "Safety"):
// a 1 KB DOCX holding 64,000 digits once stalled every user for half a minute on an unanchored e-mail pattern.
// Each exported rule function and the whole parse run on lines shaped to make a backtracking pattern retry at every
// position; a quadratic pattern takes many seconds here, a linear one a few milliseconds.
import * as contact from '../src/ai/rules/contact';
import * as dates from '../src/ai/rules/dates';
import * as entryBlocks from '../src/ai/rules/entry-blocks';
import * as quantify from '../src/ai/rules/quantify';
import * as sections from '../src/ai/rules/sections';
import * as headings from '../src/ai/rules/section-headings';
import * as text from '../src/ai/rules/text';
import * as titleParts from '../src/ai/rules/title-parts';
import { parseResumeLines } from '../src/ai/parse/parse-resume';
import { maskPersonalNumbers } from '../src/ai/llm/mask';
import { normalizeText } from '../src/ai/text/normalize';

const N = 100_000;
const repeat = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);
/** Units that make a backtracking pattern try again at every position: digits, address characters, dates, labels. */
const LINES: Record<string, string> = Object.fromEntries(
  ['1', '2021.', 'a.', 'a@', '-', '.', '1 ', '2021-', '2021年', 'Sep 2021 ', '张', '张 ', '姓名：', '电话', '| ', '+86 ', '13812345678 ', 'Ab ', '，', '%', '1%', '提升', 'a@b.'].map(
    (unit) => [JSON.stringify(unit), repeat(unit)],
  ),
);

type Rule = [name: string, run: (line: string) => unknown];
/** Every exported function of a rules module, given the line (or a list of it, for the functions that read lines). */
const rulesOf = (module: string, exports: Record<string, unknown>): Rule[] =>
  Object.entries(exports)
    .filter((e): e is [string, (...args: unknown[]) => unknown] => typeof e[1] === 'function')
    .map(([name, fn]) => [`${module}.${name}`, (line) => {
      // a function that reads a list of lines is given one; one that needs more than a line (withoutDate) is left out
      for (const input of [line, [line]]) {
        try {
          return fn(input);
        } catch {
          continue;
        }
      }
      return null;
    }]);

const RULES: Rule[] = [
  ...rulesOf('contact', contact), ...rulesOf('dates', dates), ...rulesOf('entry-blocks', entryBlocks), ...rulesOf('quantify', quantify),
  ...rulesOf('sections', sections), ...rulesOf('section-headings', headings), ...rulesOf('text', text), ...rulesOf('title-parts', titleParts),
  ['parseResumeLines', (line) => parseResumeLines([line, line])], ['maskPersonalNumbers', maskPersonalNumbers], ['normalizeText', normalizeText],
];

// linear work on 100,000 characters takes milliseconds; the quadratic e-mail pattern took 7-9 s per line here
const BUDGET_MS = 2_000;

describe('resume rules on 100,000-character lines', () => {
  it.each(RULES)('%s stays linear', (_, run) => {
    const slow: string[] = [];
    for (const [unit, line] of Object.entries(LINES)) {
      const started = performance.now();
      run(line);
      const ms = performance.now() - started;
      if (ms > BUDGET_MS) slow.push(`${unit}: ${Math.round(ms)} ms`);
    }
    expect(slow).toEqual([]);
  });

  it('the e-mail of a long line is still found, and only where an address starts', () => {
    expect(contact.findEmail([`${'1'.repeat(N)} li.ming@example.com`])?.value).toBe('li.ming@example.com');
    expect(contact.findEmail(['a'.repeat(70) + '@example.com'])).toBeNull();
  });
});
