import type { ReactNode } from 'react';
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

export type ResumeDocumentProps = {
  content: ResumeContent;
  template: ResumeTemplateId;
  /** the default avatar's index (the numeric user id), as the header uses */
  avatarIndex: number;
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Entries({ views }: { views: EntryView[] }) {
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
export function ResumeDocument({ content, template, avatarIndex }: ResumeDocumentProps) {
  const { basic, intention, other } = content;
  const facts = [
    optionLabel(SEX_OPTIONS, basic.sex),
    basic.birth_date && `${basic.birth_date.slice(0, 4)}年${Number(basic.birth_date.slice(5, 7))}月生`,
    optionLabel(DEGREE_OPTIONS, basic.degree),
    basic.graduation_year > 0 && `${basic.graduation_year}届毕业生`,
    basic.city && `现居${basic.city}`,
  ].filter(Boolean);
  const contacts = [
    { label: '电话', value: basic.phone },
    { label: '邮箱', value: basic.email },
    { label: '学校', value: [basic.school, basic.major].filter(Boolean).join(' · ') },
  ].filter((c) => c.value);
  const hasIntention = intention.categories.length > 0 || intention.cities.length > 0;
  const extras = [
    { title: '技能特长', text: other.skills },
    { title: '证书', text: other.certificates },
    { title: '获奖经历', text: other.awards },
    { title: '语言能力', text: other.languages },
    { title: '自我评价', text: other.self_evaluation },
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
  const sideExtras = side ? extras.filter((x) => x.title !== '自我评价') : [];
  const mainExtras = side ? extras.filter((x) => x.title === '自我评价') : extras;

  return (
    <article className={`${styles.doc} ${styles[`t${template}`]}`} aria-label={`简历：${basic.name || '未命名'}`}>
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
            <Block title="联系方式">{contactList}</Block>
            {extraBlocks(sideExtras)}
          </aside>
        )}
        <div className={styles.main}>
          {hasIntention && (
            <Block title="求职意向">
              <p className={styles.text}>
                {[intention.categories.join('、'), intention.cities.join('、'), formatIntentionSalary(intention.salary_min, intention.salary_max), optionLabel(JOB_NATURE_OPTIONS, intention.nature)]
                  .filter(Boolean)
                  .join(' | ')}
              </p>
            </Block>
          )}
          {content.education_list.length > 0 && (
            <Block title="教育经历">
              <Entries views={content.education_list.map(describeEducation)} />
            </Block>
          )}
          {content.work_list.length > 0 && (
            <Block title="实习/工作经历">
              <Entries views={content.work_list.map(describeWork)} />
            </Block>
          )}
          {content.project_list.length > 0 && (
            <Block title="项目经历">
              <Entries views={content.project_list.map(describeProject)} />
            </Block>
          )}
          {extraBlocks(mainExtras)}
        </div>
      </div>
    </article>
  );
}
