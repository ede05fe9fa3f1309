import PASTIMES from '../dictionaries/pastimes.json';
import { isCommonQuestion, siblingsOf, type BankQuestion } from './bank';
import { fieldShareOf, questionWordsSaid, referenceOf } from './relevance';
import { FIELD_SHARE_MIN, PASTIME_WORDS_MIN } from './weights';

const WORDS: readonly string[] = PASTIMES.words;

const fieldTexts = new Map<string, string>();
/** Everything the question's field writes: its bank's references and questions (relevance.ts referenceOf), made once per question. */
function fieldTextOf(question: BankQuestion): string {
  let text = fieldTexts.get(question.id);
  if (text === undefined) fieldTexts.set(question.id, (text = [question, ...siblingsOf(question)].map((q) => `${referenceOf(q)}\n${q.text}`).join('\n')));
  return text;
}

/**
 * The words of a pastime (pastimes.json: sport, travel, games, food, hobbies) an answer names that the question's field
 * does not use itself: 骑行, 青旅, 冲锋衣 are another domain's for a legal question, 游戏 or 奶茶 may be a product's own.
 */
export function pastimeWordsOf(question: BankQuestion, answer: string): string[] {
  const field = fieldTextOf(question);
  return WORDS.filter((w) => answer.includes(w) && !question.text.includes(w) && !field.includes(w));
}

/**
 * interview.relevance.own-story.other-domain: a question of a field (a professional bank's: it names the field, a kind
 * of task or a situation) answered by a story of the student's own whose matter is a pastime — PASTIME_WORDS_MIN or
 * more words of sport, travel, games or hobbies the field never uses, none of the question's words of matter (a lead-in
 * such as 说到经历 borrows only its frame), its own words mostly outside the field (FIELD_SHARE_MIN): a cycling trip
 * told for 模拟法庭或实习办案 is off the question however vivid. Positive evidence only: a genuine story of the field
 * told in everyday words names few pastimes, or the question's matter, or mostly the field's words. Common questions
 * are the student's life, where a marathon may be the achievement asked (frames.ts judges them by their frame).
 */
export function toldOfPastime(question: BankQuestion, answer: string): boolean {
  if (isCommonQuestion(question)) return false;
  if (pastimeWordsOf(question, answer).length < PASTIME_WORDS_MIN) return false;
  return questionWordsSaid(answer, question).length === 0 && fieldShareOf(answer, question) < FIELD_SHARE_MIN;
}
