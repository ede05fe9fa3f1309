import { NameTrie } from '../src/ai/interview/name-trie';
import { expectWithinMs } from './timing';

/** What a regular expression of the names' alternation, longest first, with the same `alone` check, finds. */
function byAlternation(names: string[], caseless: boolean, text: string, alone: (at: number, said: string) => boolean) {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const re = new RegExp([...names].sort((a, b) => b.length - a.length).map(escape).join('|'), caseless ? 'giu' : 'gu');
  const found: { said: string; at: number }[] = [];
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (alone(m.index, m[0])) found.push({ said: m[0], at: m.index });
    else re.lastIndex = m.index + 1;
  }
  return found;
}

describe('NameTrie: the attributions’ names matched leftmost-longest', () => {
  const names = ['波特', '波特五力', '迈克尔·波特', 'SWOT', 'Java', 'JavaScript', '戴明', 'PDCA'];
  const always = () => true;

  it('takes the longest name where one starts, then goes on after it', () => {
    const trie = new NameTrie(names, false);
    expect(trie.matches('波特五力模型是迈克尔·波特提出的', always)).toEqual([
      { said: '波特五力', at: 0 },
      { said: '迈克尔·波特', at: 7 },
    ]);
  });

  it('matches Latin names in any case only when caseless, and reports them as the text says them', () => {
    expect(new NameTrie(names, true).matches('swot和pdca', always)).toEqual([
      { said: 'swot', at: 0 },
      { said: 'pdca', at: 5 },
    ]);
    expect(new NameTrie(names, false).matches('swot和pdca', always)).toEqual([]);
  });

  it('leaves the next character to match when a match does not stand alone', () => {
    const latinAlone = (text: string) => (at: number, said: string) => !/[A-Za-z]/.test(text[at + said.length] ?? '');
    const text = 'JavaScripts和Java';
    expect(new NameTrie(names, false).matches(text, latinAlone(text))).toEqual([{ said: 'Java', at: 12 }]);
  });

  it('finds what the alternation finds on texts mixing names, their parts and other words', () => {
    const parts = ['波', '特', '五力', '迈克尔·', 'Jav', 'a', 'Script', 'swot', 'SWOT', '戴明', 'PDC', 'A', '，', '和', ' '];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 300; n++) {
      const text = Array.from({ length: 12 }, () => parts[next() % parts.length]).join('');
      const alone = (at: number) => at % 3 !== 1;
      for (const caseless of [false, true]) expect(new NameTrie(names, caseless).matches(text, alone)).toEqual(byAlternation(names, caseless, text, alone));
    }
  });

  it('walks 5,000 characters of near matches in well under 50 ms', () => {
    const trie = new NameTrie(names, true);
    const text = '迈克尔·波JavaScrip波特五PDC'.repeat(250);
    expectWithinMs(() => trie.matches(text, always), 50);
  });
});
