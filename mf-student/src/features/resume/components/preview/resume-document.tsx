import type { ReactNode, ReactElement } from 'react';
import { avatarUrl } from '@campus/shared-utils';
import {
  DEGREE_OPTIONS,
  formatIntentionSalary,
  JOB_NATURE_OPTIONS,
  optionLabel,
  SEX_OPTIONS,
} from '@campus/shared-utils/student';
import type { ResumeContent } from '@campus/shared-utils/student';
import { describeEducation, describeProject, describeWork } from '../../utils/describe';
import type { EntryView } from '../sections/entry-list-section';
import type { ResumeTemplateId } from './templates';
import styles from './resume-document.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.preview;
const OTHER = RESUME_TEXT.other;

export type ResumeDocumentProps = {
  content: ResumeContent;
  template: ResumeTemplateId;
  /** the default avatar's index (the numeric user id), as the header uses */
  avatarIndex: number;
};

type BlockProps = { title: string; children: ReactNode };

function Block({ title, children }: BlockProps): ReactElement {
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {children}
    </section>
  );
}

type EntriesProps = { views: EntryView[] };

function Entries({ views }: EntriesProps): ReactElement {
  return (
    <ul className={styles.entries}>
      {views.map((v, i) => (
        <li key={i} className={styles.entry}>
          <p className={styles.entryHead}>
            <strong>{v.title}</strong>
            <span className={styles.entryPeriod}>{v.period}</span>
          </p>
          {v.subtitle && <p className={styles.entrySub}>{v.subtitle}</p>}
          {v.body && <p className={styles.text}>{v.body}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The resume as an employer sees it, in one of the templates; every value is rendered as text. Entries
 * and blocks keep together across printed pages (resume-document.module.css).
 */
export function ResumeDocument({ content, template, avatarIndex }: ResumeDocumentProps): ReactElement {
  const { basic, intention, other } = content;
  const facts = [
    optionLabel(SEX_OPTIONS, basic.sex),
    basic.birth_date && RESUME_TEXT.basic.born(basic.birth_date.slice(0, 4), Number(basic.birth_date.slice(5, 7))),
    optionLabel(DEGREE_OPTIONS, basic.degree),
    basic.graduation_year > 0 && T.graduate(basic.graduation_year),
    basic.city && T.livesIn(basic.city),
  ].filter(Boolean);
  const contacts = [
    { label: T.phone, value: basic.phone },
    { label: T.email, value: basic.email },
    { label: T.school, value: [basic.school, basic.major].filter(Boolean).join(' · ') },
  ].filter((c) => c.value);
  const hasIntention = intention.categories.length > 0 || intention.cities.length > 0;
  const extras = [
    { title: OTHER.skills, text: other.skills },
    { title: OTHER.certificates, text: other.certificates },
    { title: OTHER.awards, text: other.awards },
    { title: OTHER.languages, text: other.languages },
    { title: OTHER.selfEvaluation, text: other.self_evaluation },
  ].filter((x) => x.text.trim() !== '');
  const side = template === 3;

  const contactList = (
    <ul className={styles.contacts}>
      {contacts.map((c) => (
        <li key={c.label}>
          <span className={styles.contactLabel}>{c.label}</span>
          {c.value}
        </li>
      ))}
    </ul>
  );
  const extraBlocks = (list: typeof extras) =>
    list.map((x) => (
      <Block key={x.title} title={x.title}>
        <p className={styles.text}>{x.text}</p>
      </Block>
    ));
  const sideExtras = side ? extras.filter((x) => x.title !== OTHER.selfEvaluation) : [];
  const mainExtras = side ? extras.filter((x) => x.title === OTHER.selfEvaluation) : extras;

  return (
    <article className={`${styles.doc} ${styles[`t${template}`]}`} data-template={template} aria-label={T.document(basic.name)}>
      <header className={styles.head}>
        <img className={styles.photo} src={avatarUrl(basic.photo, basic.sex, avatarIndex)} alt="" width={96} height={96} />
        <div className={styles.identity}>
          <h1 className={styles.name}>{basic.name}</h1>
          <p className={styles.facts}>{facts.join(' | ')}</p>
          {!side && contactList}
        </div>
      </header>
      <div className={styles.body}>
        {side && (
          <aside className={styles.side}>
            <Block title={T.contact}>{contactList}</Block>
            {extraBlocks(sideExtras)}
          </aside>
        )}
        <div className={styles.main}>
          {hasIntention && (
            <Block title={RESUME_TEXT.sections.intention}>
              <p className={styles.text}>
                {[intention.categories.join('、'), intention.cities.join('、'), formatIntentionSalary(intention.salary_min, intention.salary_max), optionLabel(JOB_NATURE_OPTIONS, intention.nature)]
                  .filter(Boolean)
                  .join(' | ')}
              </p>
            </Block>
          )}
          {content.education_list.length > 0 && (
            <Block title={RESUME_TEXT.sections.education}>
              <Entries views={content.education_list.map(describeEducation)} />
            </Block>
          )}
          {content.work_list.length > 0 && (
            <Block title={RESUME_TEXT.sections.work}>
              <Entries views={content.work_list.map(describeWork)} />
            </Block>
          )}
          {content.project_list.length > 0 && (
            <Block title={RESUME_TEXT.sections.project}>
              <Entries views={content.project_list.map(describeProject)} />
            </Block>
          )}
          {extraBlocks(mainExtras)}
        </div>
      </div>
    </article>
  );
}
