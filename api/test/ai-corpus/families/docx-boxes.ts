// Word files whose contacts stand apart from the body: in the page header, or (with the name) in a text box.
import { Document, Header, Packer, Paragraph, TextRun, Textbox } from 'docx';
import type { TrueResume } from '../truth';
import { headingSet, sectionsOf, type CorpusFamily } from './family';

const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const body = (r: TrueResume) => {
  const isHeading = headingSet(r);
  return sectionsOf(r).sections.flatMap((s) => [s.heading, ...s.lines]).map((l) => p(l, isHeading.has(l)));
};
const doc = (sections: ConstructorParameters<typeof Document>[0]['sections']) =>
  Packer.toBuffer(new Document({ styles: { default: { document: { run: { font: 'Noto Sans CJK SC', size: 21 } } } }, sections }));

/** The contact line (phone and e-mail) in the page header; the name and the rest in the body. */
export const docxHeader: CorpusFamily = {
  id: 'docx-header',
  render: (r) => {
    const { head } = sectionsOf(r);
    const contact = head.filter((l) => l.includes(r.basic.email));
    const rest = head.filter((l) => !contact.includes(l));
    return { make: 'docx', docx: doc([{ headers: { default: new Header({ children: contact.map((l) => p(l)) }) }, children: [...rest.map((l, i) => p(l, i === 0)), ...body(r)] }]) };
  },
};

/** The name and contacts in a text box above the body. */
export const docxTextbox: CorpusFamily = {
  id: 'docx-textbox',
  render: (r) => {
    const { head } = sectionsOf(r);
    const box = new Textbox({ style: { width: '450pt', height: `${head.length * 20 + 10}pt` }, children: head.map((l, i) => p(l, i === 0)) });
    return { make: 'docx', docx: doc([{ children: [box, ...body(r)] }]) };
  },
};
