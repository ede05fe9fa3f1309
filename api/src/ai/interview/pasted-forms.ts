import FORMS from '../dictionaries/pasted-forms.json';
import { matchText, normalizeText } from '../text/normalize';
import { taggedWords } from '../text/segment';
import { SIGNPOSTS } from './spoken-cues';
import { COPY_OVERLAP, COUNTED_ITEMS_MIN, COUNTED_SHARE, DOCUMENT_LINES_MIN, DOCUMENT_SHARE, FIGURE_COLUMNS_MIN, OUTLINE_BARE_SHARE, OUTLINE_BRANCH_CHARS, OUTLINE_BRANCHES_MIN, PROMPT_MARKS_MIN, RECORD_KEY_CHARS, RECORD_LINES_MIN, RECORD_SHARE, TOLD_TABLE_SHARE } from './weights';

const COUNTED = FORMS.counted_item.map((r) => new RegExp(r, 'gu'));
const PROMPT = FORMS.prompt.map((r) => new RegExp(r, 'mu'));
const BRANCH_MARKS = [...FORMS.branch_marks].sort((a, b) => b.length - a.length);
const OUTLINE_LABELS = [...FORMS.outline_labels].sort((a, b) => b.length - a.length);

/**
 * interview.gaming.prompt: the marks of a prompt given to an AI, and of its reply's wrapper, an answer carries
 * (pasted-forms.json prompt: 请帮我润色以下回答, 要求：…面试用, 原回答：, 润色后：, 如需调整…请告诉我), each pattern once.
 */
export const promptMarksOf = (answer: string): string[] => {
  const text = normalizeText(answer);
  return PROMPT.map((re) => re.exec(text)?.[0]).filter((m): m is string => m !== undefined);
};

/**
 * interview.gaming.prompt: an answer with PROMPT_MARKS_MIN or more of a prompt's marks is the prompt to a chatbot
 * and its rewrite pasted in (请帮我润色以下回答，要求：显得专业… 原回答：… 润色后：…): what the student asked a tool
 * for and what it wrote, not what they would say. A student who says they had a tool polish their CV names one at most.
 */
export const readsAsPrompt = (answer: string): boolean => promptMarksOf(answer).length >= PROMPT_MARKS_MIN;

/** The text of a line after the branch marks and labels that head it (├─ 冗余 → 冗余), or null when no mark heads it. */
function branchOf(line: string): string | null {
  let rest = line.trim();
  let headed = false;
  for (let again = true; again; ) {
    again = false;
    for (const mark of [...BRANCH_MARKS, ...OUTLINE_LABELS]) {
      if (rest.startsWith(mark)) {
        rest = rest.slice(mark.length).replace(/^[\s─━\-:：]+/u, '');
        headed = again = true;
      }
    }
  }
  return headed ? rest : null;
}

/**
 * interview.gaming.outline: an answer read out as a mind map's or a tree's outline: OUTLINE_BRANCHES_MIN or more lines
 * headed by its branch marks or centre labels (pasted-forms.json: ├─ 冗余, │ └─ 健康检查, 中心主题：), OUTLINE_BARE_SHARE
 * of them or more no longer than OUTLINE_BRANCH_CHARS (a few words, no sentence). Keywords hung on branches say no
 * how or why; an answer that draws a short tree and explains each branch in sentences is no outline.
 */
export function readsAsOutline(answer: string): boolean {
  const branches = matchText(answer)
    .split('\n')
    .map(branchOf)
    .filter((b): b is string => b !== null);
  if (branches.length < OUTLINE_BRANCHES_MIN) return false;
  const bare = branches.filter((b) => [...b.replace(/\s/g, '')].length <= OUTLINE_BRANCH_CHARS).length;
  return bare / branches.length >= OUTLINE_BARE_SHARE;
}

/**
 * interview.gaming.counted: an answer that is a word-frequency list as a word-cloud or text-analysis tool prints it
 * (pasted-forms.json counted_item: 数据(31) 分析(27) 业务(19) …): COUNTED_ITEMS_MIN or more items, COUNTED_SHARE or more
 * of its characters (without spaces) in them. Keywords with their counts say nothing of what the student did; a story
 * that cites a few counts (退货原因里“尺码”出现了31次) is sentences around them.
 */
export function readsAsCounted(answer: string): boolean {
  const text = normalizeText(answer);
  const total = [...text.replace(/\s/g, '')].length;
  if (!total) return false;
  let rest = text;
  let items = 0;
  let inItems = 0;
  for (const re of COUNTED) {
    rest = rest.replace(re, (m) => {
      items++;
      inItems += [...m.replace(/\s/g, '')].length;
      return ' ';
    });
  }
  return items >= COUNTED_ITEMS_MIN && inItems / total >= COUNTED_SHARE;
}

/** A line that only delimits a record (---, +++, [section], <!-- more -->, ```yaml): no field of it, nor any speech. */
const DELIMITER = /^(?:[-+=*_~`]{3,}\S*|\[[^\]]{1,40}\]|<!--.*-->)$/u;
/** A field of a record: a short key (RECORD_KEY_CHARS, no space inside), `:` or `=`, and a value. */
const FIELD = new RegExp(`^[\\p{L}_][\\p{L}\\p{N}_.\\-]{0,${RECORD_KEY_CHARS - 1}}\\s*[:=：]\\s*\\S`, 'u');
/** A value that is speech: the student's own voice (我) or a sentence closed (。！; a title may be a question). */
const SPOKEN = /我|[。！!]/u;
/**
 * A field of a printed document (a leaflet, a certificate, a card, a form): a short label in 【】 and a value
 * (【成分】赋能、共情; 【适应症】适用于…). Such a document closes its values with 。 too, so only the student's own voice (我) makes one speech.
 */
const DOCUMENT_FIELD = new RegExp(`^【[^】\\s]{1,${RECORD_KEY_CHARS}}】\\s*(\\S.*)$`, 'u');
const OWN_VOICE = /我/u;

/** Whether a line is a field whose value is no speech: `key: value` without speech, or 【label】value without 我. */
function bareField(line: string): boolean {
  const document = DOCUMENT_FIELD.exec(line);
  if (document) return !OWN_VOICE.test(document[1]);
  return FIELD.test(line) && !SPOKEN.test(line.replace(/^[^:=：]*[:=：]/u, ''));
}

/**
 * interview.gaming.record: an answer pasted as a record, by its shape and not by its name: a YAML front matter, an INI
 * file, a form's fields (title: …, date: 2026-11-20, tags: [用户分群, RFM]; name = value): RECORD_LINES_MIN or more lines
 * of `key: value` or `key = value` whose value is no speech (no 我, no sentence closed with 。 or ！), RECORD_SHARE or more of its
 * lines (delimiters such as --- and [section] aside). A printed document's fields count alike, whatever their labels
 * (【药品名称】…胶囊 【成分】赋能、共情 【适应症】适用于…。): a leaflet's, a certificate's or a card's values are terms and
 * slogans even when closed with 。, and only 我 makes one the student's own account. Fields say no how or why; an
 * answer labelled in parts (情境：我大二时… 【结果】我们…) speaks in them, and a student quoting one field is one line.
 */
export function readsAsRecord(answer: string): boolean {
  const lines = normalizeText(answer)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !DELIMITER.test(l));
  const fields = lines.filter(bareField).length;
  return fields >= RECORD_LINES_MIN && fields / lines.length >= RECORD_SHARE;
}

/** Where a document's line is cut into its cells: any run of punctuation, symbols or spaces (｜, ·, ¥, （）, a wide space). */
const CELL_BREAKS = /[\p{P}\p{S}\s]+/u;
/** Tags of the words that bind a predicate into a sentence: pronouns, prepositions, particles (把它拍下来, 看的是). */
const SENTENCE_BINDING = /^(r|p|u)/;
/** A particle heading a cell binds nothing: 了, 过, 的 follow a word, so 过采样 is a term the segmenter split (过/ug 采样/v), no 做过. */
const LEADING_PARTICLE = /^u/;
/**
 * Whether a cell is a sentence the student says: their own voice (我), or a predicate (a verb, an adjective, 是/有)
 * bound by a pronoun, preposition or particle. A document's cells are names and terms (用户留存率导论, 体检报告单,
 * 性能测试科), which the short-clause reading of sentences.ts takes for speech; a verb inside a course's or a dish's
 * name (提升留存率实务) binds nothing.
 */
function speaksIn(cell: string): boolean {
  if (OWN_VOICE.test(cell)) return true;
  const words = taggedWords(cell);
  return words.some((w) => /^(v|a)/.test(w.tag) || /^.?[是有]$/u.test(w.word)) && words.some((w, i) => SENTENCE_BINDING.test(w.tag) && !(i === 0 && LEADING_PARTICLE.test(w.tag)));
}
/**
 * A document's furniture on a line, whatever the document: a bullet or symbol heading it (·, •, ▪, ★), a label
 * (【旗舰店】, 姓名：, 上课地点：), table cells (two bars or more: 项目名称｜结果｜参考范围), a price (¥9.9, 12元), a time
 * slot or date (周一, 1-2节, 9:30, 2026-11-20, 11月28日) or columns of figures (figureRow). An answer's own numbering (1. 先确认范围) is no furniture: a how-to lists its steps.
 */
const FURNITURE = [
  /^[\p{S}·•‧∙◦▪▫■□●○◆◇★☆]/u,
  /^【[^】]{1,20}】/u,
  new RegExp(`^[^\\s:：，,。]{1,${RECORD_KEY_CHARS}}[:：]`, 'u'),
  /[|｜┃│].*[|｜┃│]/u,
  /[¥￥$]\s*\d|\d\s*(?:元|块钱)/u,
  /周[一二三四五六日天]|\d+\s*[-~～]\s*\d+\s*节|\d{1,2}[:：]\d{2}|(?:\d{4}[-/年])?\d{1,2}[-/月]\d{1,2}日?/u,
];
/** Where a row is cut into its columns: spaces (a wide one too) and table bars. */
const COLUMN_BREAKS = /[\s|｜┃│]+/u;
/** A column that is a figure: a number with at most a short label or unit about it (32416步, 赞12, -50.00, 95分, 12.5%, ¥9.9). */
const FIGURE_COLUMN = /^[+\-−¥￥$]?\p{Script=Han}{0,2}[+\-−]?\d[\d,.]*(?:%|\p{Script=Han}{1,2}|[A-Za-z]{1,3})?$/u;
/**
 * A ranked list's, a bill's or a score table's row: FIGURE_COLUMNS_MIN columns or more that are figures (a rank, a
 * count, an amount, a score) beside a term (1 AI写作工具 32416步 赞12; 话费充值 -50.00 120.00; 数学 95 A). A rank
 * alone before a step (1 先确认范围) is an answer's own numbering, no furniture.
 */
const figureRow = (line: string): boolean => line.split(COLUMN_BREAKS).filter((c) => FIGURE_COLUMN.test(c)).length >= FIGURE_COLUMNS_MIN;
/** A notice's fixed phrases (pasted-forms.json notice_phrases: 取件码, 如有疑问, 退订回T): a text message's or a slip's furniture. */
const NOTICE = new RegExp(FORMS.notice_phrases.join('|'), 'u');
/**
 * A screen's or a sign's furniture (a phone's settings, an app's list, a mall's floor guide): its status words and
 * menu items (pasted-forms.json screen_phrases: 已连接, 可用网络, 更多设置, 您在这里), terms joined by an underscore as a
 * name or an identifier is (自动化测试_5G, 数据驱动_关键字驱动), cells parted by a spaced middle dot (抖音 快手 · 短视频渠道;
 * a name's dot, 列夫·托尔斯泰, has no spaces), and a row headed by a short code (7F, B1, A3).
 */
const SCREEN = [new RegExp(FORMS.screen_phrases.join('|'), 'u'), /[\p{L}\p{N}]_[\p{L}\p{N}]/u, /\S\s+[·•‧∙]\s+\S/u, /^(?:[A-Z]\d{1,2}|\d{1,2}[A-Z])\s/u];
/**
 * A slot's cue word beside a figure (第1站 首先·游客中心 【章】 收入增长30%; 第2格 其次 20%): a signpost standing alone as a
 * cell of a row that says no sentence, and a figure in it. A stamp book's, a bingo card's or a board game's squares
 * filled with an answer's cue words and bare percentages order nothing; a step said in a sentence (首先，我把…) speaks.
 */
const SIGNPOST_CELLS = new Set(SIGNPOSTS);
const cueBesideFigure = (line: string): boolean => /\d/.test(line) && line.split(CELL_BREAKS).some((cell) => SIGNPOST_CELLS.has(cell));
const furnished = (line: string): boolean => FURNITURE.some((re) => re.test(line)) || figureRow(line) || NOTICE.test(line) || SCREEN.some((re) => re.test(line)) || cueBesideFigure(line);
/** An icon heading a line (🔒, 📶, ✅), which normalizeText drops: a screen's list marks its rows so, as a bullet does. */
const ICON_HEAD = /^([^\S\n]*)(?:[\u2600-\u27bf\u2b00-\u2bff\u{1f000}-\u{1faff}][\ufe0f\u200d]*)+/gmu;
/** A form's field inside a line: a short label (no space, no sentence's punctuation), a colon and what fills it, up to the next label. */
const FORM_FIELD = new RegExp(`(?:^|(?<=\\s))([^\\s:：，,。；;！？!?]{1,${RECORD_KEY_CHARS}})[:：]([^:：]*?)(?=\\s+[^\\s:：，,。；;！？!?]{1,${RECORD_KEY_CHARS}}[:：]|$)`, 'gu');
/**
 * A line run together from a form's fields (车型：G1 / CMS 车牌：… 里程：Minor GC 公里; 7:50-8:20 入园晨检：手卫生 …):
 * the text before its first field and each field, when it holds RECORD_LINES_MIN fields or more; else null.
 */
function fieldRowsOf(line: string): string[] | null {
  const starts = [...line.matchAll(FORM_FIELD)].map((m) => m.index);
  if (starts.length < RECORD_LINES_MIN) return null;
  return [0, ...starts].map((at, i, all) => line.slice(at, all[i + 1] ?? line.length).trim()).filter(Boolean);
}
/** A line's sentences, a part in brackets dropped: a name's (…旗舰店（如何选择北极星指标）), nothing said. */
const sentenceRowsOf = (line: string): string[] =>
  line
    .split(/[。！？!?]/u)
    .map((s) => s.replace(/[（(][^（()）]*[)）]/gu, '').trim())
    .filter(Boolean);
/**
 * interview.gaming.record.code: a line of code (select store_id, sku from (; ) t where rn <= 3;; if (x > 0) {): no Han
 * character, a statement's words (two Latin words parted by a space, a dot or a bracket: CODE_WORDS) and code's syntax
 * (a bracket, a semicolon, an operator: CODE_SYNTAX). A citation's or a config's marks (@article{mq2026,) are no statement. A query or a function written out
 * in an explanation is the student's worked example, neither a document's row nor its furniture: it is set aside as a
 * delimiter is. A document's rows name their terms and labels in Chinese, however many figures they hold.
 */
const CODE_SYNTAX = /[(){};=<>]/u;
const CODE_WORDS = /[A-Za-z_]\w*[\s.(]+[A-Za-z_]\w*/u;
/** A block's closing on a line of its own (}, });, ]): the end of the code above it. */
const CODE_CLOSING = /^[)}\]]+[;,]?$/u;
export const codeLine = (line: string): boolean => CODE_CLOSING.test(line) || (!/\p{Script=Han}/u.test(line) && CODE_WORDS.test(line) && CODE_SYNTAX.test(line));

/**
 * interview.sentences.code: the answer without its lines of code (codeLine), when anything is said besides: a query or
 * a function written out is the student's worked example, neither said nor left unsaid, so the share said is weighed
 * over the explanation around it (as a told table's rows are: withoutToldTable).
 */
export function withoutCodeLines(answer: string): string {
  const lines = answer.split('\n');
  const kept = lines.filter((l) => !codeLine(l.trim()));
  return kept.length < lines.length && /\p{Script=Han}/u.test(kept.join('')) ? kept.join('\n') : answer;
}

/**
 * The rows of a document: its lines, or, when it is run together in one paragraph or two, its fields when a line is a
 * form's run together (a hand-over sheet, a timetable, a care card: fieldRowsOf), else its sentences (a text message,
 * a notice: 【菜鸟驿站】您的…包裹已到…驿站。包裹内含：…。营业时间：… 9:00-21:00。退订回T).
 */
function rowsOf(answer: string): string[] {
  const lines = normalizeText(answer.replace(ICON_HEAD, '$1▪ '))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !DELIMITER.test(l) && !codeLine(l));
  if (lines.length >= DOCUMENT_LINES_MIN) return lines;
  return lines.flatMap((l) => fieldRowsOf(l) ?? sentenceRowsOf(l));
}

/** A document's rows (rowsOf) and those of them that say no sentence, when it has DOCUMENT_LINES_MIN rows or more; else null. */
function documentRowsOf(answer: string): { lines: string[]; bare: string[] } | null {
  const lines = rowsOf(answer);
  if (lines.length < DOCUMENT_LINES_MIN) return null;
  return { lines, bare: lines.filter((l) => !l.split(CELL_BREAKS).some((cell) => cell && speaksIn(cell))) };
}

/**
 * interview.gaming.record.document: an answer laid out as a document's rows, whatever the document — a timetable
 * (周一 1-2节 用户留存率导论), a shop's menu (· 线上推广渠道套餐 ¥9.9), a check-up report (姓名：性能测试; 响应时间RT｜…｜—｜↑),
 * a certificate, a ticket, a text message run together in one paragraph (rowsOf: its sentences are its rows; a
 * form's fields typed as one paragraph, fieldRowsOf: its fields):
 * DOCUMENT_LINES_MIN or more rows (delimiters aside), DOCUMENT_SHARE of them or more holding
 * no sentence the student says (speaksIn: every cell a name or a term), RECORD_LINES_MIN of those rows with a
 * document's furniture (FURNITURE: bullets, labels, table bars, prices, time slots; a notice's 取件码, 退订回T; a screen's
 * or a sign's, SCREEN: 🔒 Pytest_自动化测试, 已连接, 7F 抖音 快手 · 短视频渠道; a stamp book's or a game card's squares,
 * cueBesideFigure: 第1站 首先·游客中心 【章】 收入增长30%). The question's terms poured
 * into a form's slots say no how or why. A numbered how-to whose steps are sentences (1. 先看接口文档，弄清楚…), or a
 * labelled story (情境：我大二时…), speaks in its lines; a table of the student's own inside their account of it
 * (tableInAccount) is what they found.
 */
export function readsAsDocument(answer: string): boolean {
  const rows = documentRowsOf(answer);
  if (!rows) return false;
  const { lines, bare } = rows;
  if (tableInAccount(lines, bare)) return false;
  return bare.length >= DOCUMENT_SHARE * lines.length && bare.filter(furnished).length >= RECORD_LINES_MIN;
}

/** A row of a table: cells parted by two bars or more (| 食材 | 74400 | 40% |). */
const TABLE_ROW = /[|｜┃│].*[|｜┃│]/u;
const charsOf = (rows: readonly string[]): number => rows.reduce((n, r) => n + [...r.replace(/\s/g, '')].length, 0);
/**
 * interview.gaming.record.document.told-table: a table the student made, inside their own account of it: every row
 * that says no sentence is a table's row (TABLE_ROW), and rows in the student's own voice (我) hold TOLD_TABLE_SHARE or
 * more of the answer's characters (我先把他一个月的账按成本项目拆开，做了这张表… 然后分两步看…). Their figures laid out
 * in cells are what they found, told about; a document pasted around a recited paragraph has no table, and a form's
 * table of terms has no account of the student's around it.
 */
function tableInAccount(rows: readonly string[], bare: readonly string[]): boolean {
  if (!bare.length || !bare.every((r) => TABLE_ROW.test(r))) return false;
  return charsOf(rows.filter((r) => OWN_VOICE.test(r))) >= TOLD_TABLE_SHARE * charsOf(rows);
}

/**
 * interview.sentences.told-table: the rows of a table the student made and tells about (tableInAccount), else none.
 * Its figures laid out in cells are what they found: neither said nor left unsaid (withoutToldTable), and the
 * figures of their story (analysis.ts reads them with what is said for its STAR parts).
 */
export function toldTableOf(answer: string): string[] {
  const rows = documentRowsOf(answer);
  return rows && tableInAccount(rows.lines, rows.bare) ? rows.bare : [];
}

/** The answer without the lines of the table it tells about (toldTableOf): the share said is weighed over the account alone. */
export function withoutToldTable(answer: string): string {
  if (!toldTableOf(answer).length) return answer;
  return answer
    .split('\n')
    .filter((l) => !TABLE_ROW.test(l))
    .join('\n');
}

/** The fields of a form filled with nothing of its own, from which an answer is a form poured full of the question or of cue words. */
const FILLER_FIELDS_MIN = 2;
/** What may be left of a slot filled with signposts: a unit or a label's word (首先 分钟, 其次 公里). */
const SLOT_REST_CHARS = 2;
/** The runs, in Han characters, by which a slot's value is found in the question. */
const QUESTION_RUN = 4;
const hanOf = (text: string): string => (text.match(/\p{Script=Han}/gu) ?? []).join('');

/**
 * interview.gaming.record.filled-form.run-on: a form's field also starts after its heading's closing bracket or a
 * sentence's stop (【…承诺书】本人：…, …自愿承担相应责任。承诺人签字：…): a pledge, a slip or a notice typed as one
 * paragraph puts its fields there, not only after a space.
 */
const FIELD_AFTER_STOP = new RegExp(`(?<=[】\\]」』。；;！!？?])([^\\s:：，,。；;！？!?【】]{1,${RECORD_KEY_CHARS}})[:：]([^:：]*?)(?=\\s+[^\\s:：，,。；;！？!?]{1,${RECORD_KEY_CHARS}}[:：]|$)`, 'gu');

/** The fields of a form an answer holds (学院：教育学院 专业：小学教育, parted by a space or a wide one, is two), each label with what fills it. */
export function formFieldsOf(answer: string): { label: string; value: string }[] {
  return normalizeText(answer)
    .split('\n')
    .flatMap((line) => {
      // a field read both ways (【责任书】责任人： from the line's start and after the bracket) is one field: one colon
      const colons = new Set<number>();
      const once = (m: RegExpMatchArray): boolean => {
        const colon = m.index! + m[1]!.length;
        if (colons.has(colon)) return false;
        colons.add(colon);
        return true;
      };
      return [...line.trim().matchAll(FORM_FIELD), ...line.trim().matchAll(FIELD_AFTER_STOP)].filter(once).map((m) => ({ label: m[1]!, value: m[2]!.trim() }));
    });
}

/** A value's characters of note: no spaces, punctuation or symbols (SQL中 of “SQL中”). */
const bareOf = (text: string): string => normalizeText(text).replace(/[\p{P}\p{S}\s]+/gu, '').toLowerCase();

/**
 * Whether a slot's value is the question pasted: COPY_OVERLAP or more of its Han characters in runs of QUESTION_RUN found
 * in the question; or, interview.gaming.record.filled-form.terms, the whole value a piece of the question as it stands,
 * QUESTION_RUN characters or more, its Latin terms counted (集合地点：SQL中 for SQL中WHERE和HAVING有什么区别): a question
 * asked in its terms leaves too few Han characters for runs, and is pasted all the same.
 */
function questionInSlot(value: string, question: string): boolean {
  const piece = bareOf(value);
  if ([...piece].length >= QUESTION_RUN && bareOf(question).includes(piece)) return true;
  const mine = [...hanOf(value)];
  if (mine.length < QUESTION_RUN) return false;
  const asked = hanOf(question);
  const inRun = new Array<boolean>(mine.length).fill(false);
  for (let i = 0; i + QUESTION_RUN <= mine.length; i++) if (asked.includes(mine.slice(i, i + QUESTION_RUN).join(''))) inRun.fill(true, i, i + QUESTION_RUN);
  return inRun.filter(Boolean).length / mine.length >= COPY_OVERLAP;
}

/** Whether a slot's value is signposts and nothing else of note (首先 分钟, 然后, 最后): cue words where a figure or a name goes. */
function signpostsInSlot(value: string): boolean {
  const han = hanOf(value);
  const cues = SIGNPOSTS.filter((c) => han.includes(c));
  if (!cues.length) return false;
  const rest = [...cues].sort((a, b) => b.length - a.length).reduce((text, c) => text.split(c).join(''), han);
  return [...rest].length <= SLOT_REST_CHARS && !/\d/.test(value);
}

/**
 * interview.gaming.record.filled-form: an answer laid out as a form, a slip or an app's screen (学生缓考申请表, a ride's
 * record, a work order), by the shape of its fields and not by the form's name: RECORD_LINES_MIN or more fields
 * (label：value, several on a line too: 学院：… 专业：…; a field left blank counts), FILLER_FIELDS_MIN or more of them
 * filled with the question pasted (课程名称：你如何处理学生之间的矛盾冲突？: questionInSlot) or with signposts alone
 * (骑行时长：首先 分钟 起点：然后: signpostsInSlot), and no voice of the student's own (我) outside those slots. The
 * question's words or the cue words of an answer poured into a form's slots say nothing. A student's own table holds
 * their terms and figures in its slots; a story labelled in parts (情境：我大二时…) speaks as 我.
 */
export function readsAsFilledForm(answer: string, question: string): boolean {
  const fields = formFieldsOf(answer);
  if (fields.length < RECORD_LINES_MIN) return false;
  const fillers = fields.filter((f) => f.value && (questionInSlot(f.value, question) || signpostsInSlot(f.value)));
  if (fillers.length < FILLER_FIELDS_MIN) return false;
  const rest = fillers.reduce((text, f) => text.split(f.value).join(''), normalizeText(answer));
  return !OWN_VOICE.test(rest);
}
