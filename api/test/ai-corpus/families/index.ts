// The corpus's layout families (at least 15), and which resume goes to which: resume i to family i mod n, and
// a fifth of each family's resumes held out (never looked at while tuning rules; the bench reports it apart).
import type { TrueResume } from '../truth';
import { docxHeader, docxTextbox } from './docx-boxes';
import { docxGrid, docxGridPdf } from './docx-grid';
import { docxPlain } from './docx-plain';
import type { CorpusFamily } from './family';
import { HTML_LAYOUTS } from './html-layouts';
import { htmlAwardInEducation, htmlIcons, htmlSidebarContacts, htmlTimeline, htmlUnknownHeadings } from './html-variants';

export const CORPUS_FAMILIES: readonly CorpusFamily[] = [
  ...HTML_LAYOUTS, docxPlain, docxGrid, docxGridPdf, docxHeader, docxTextbox, htmlIcons, htmlUnknownHeadings, htmlAwardInEducation, htmlSidebarContacts, htmlTimeline,
];

/** How many resumes the bench renders. */
export const CORPUS_SIZE = 200;

export type Assigned = { truth: TrueResume; family: CorpusFamily; heldOut: boolean };

/** Each resume with its family and whether it is held out (the fifth, fifth and so on of each family). */
export function assignFamilies(corpus: readonly TrueResume[]): Assigned[] {
  const n = CORPUS_FAMILIES.length;
  // round r of family f is held out when r and f agree mod 5: a fifth of every family, a different round for each
  return corpus.map((truth, i) => ({ truth, family: CORPUS_FAMILIES[i % n]!, heldOut: Math.floor(i / n) % 5 === (i % n) % 5 }));
}
