import { useEffect, useState, type ReactElement } from 'react';
import { browserNav, toast, useLoad } from '@campus/shared-utils';
import type { FieldValues } from '@campus/shared-utils/forms';
import { AI_MSG, api, EmptyState, Loading, type ResumeDraft } from '@campus/shared-utils/student';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { StudentOnly } from '../../../ui/student-only';
import { AI_TEXT } from '../texts';
import { countPlaceholders, DRAFT_PARTS, type ListPart } from './draft-sections';
import { unsureCount } from './field-list';
import { PartCard, PartItem, type DraftItem } from './part-card';
import { draftOfResume, hasContent } from './resume-draft';
import { dropDraft } from './resume-parse';
import { SaveDialog, type SaveAsk } from './save-dialog';
import { draftParts, firstInvalid, saveDraft, type PartKey } from './save-draft';
import { useDraft, type DraftStore } from './use-draft';
import styles from './draft-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.draft;
const LISTS: ListPart[] = ['education', 'work', 'project'];
const anchorOf = (part: PartKey) => `ai-draft-${part}`;
const asItem = (d: { value: object; confidence: object }) => d as unknown as DraftItem;
const checkOf = (check: (v: never, now: number) => object, now: number) => (v: FieldValues) => check(v as never, now) as Record<string, string>;

function allUnsure(draft: ResumeDraft): number {
  const items = [draft.basic, draft.other, ...draft.education, ...draft.work, ...draft.project].map(asItem);
  return items.reduce((n, i) => n + unsureCount(i.value, i.confidence), 0);
}

type Open = { part: PartKey; index: number; round: number } | null;

function ListCard({ part, draft, store, open, regen, showMissing, now }: { part: ListPart; draft: ResumeDraft; store: DraftStore; open: Open; regen: boolean; showMissing: boolean; now: number }): ReactElement {
  const spec = DRAFT_PARTS[part];
  const add = (
    <button type="button" className={styles.link} onClick={() => store.addEntry(part, spec.empty() as never)}>
      {T.addEntry(spec.noun)}
    </button>
  );
  return (
    <PartCard anchor={anchorOf(part)} title={spec.title} action={add}>
      {draft[part].length === 0 && <p className={styles.missing}>{T.empty}</p>}
      {draft[part].map((entry, index) => {
        const hit = open?.part === part && open.index === index;
        return (
          <PartItem
            key={`${index}-${hit ? open.round : 0}`}
            label={T.entry(spec.noun, index + 1)}
            fields={spec.fields()}
            item={asItem(entry)}
            check={checkOf(spec.check as never, now)}
            showMissing={showMissing}
            open={hit}
            onSave={(value) => store.setEntry(part, index, value as never)}
            onRemove={() => store.removeEntry(part, index)}
            onRegenerate={regen && part !== 'education' ? () => store.regenerate({ part, index }) : undefined}
          />
        );
      })}
    </PartCard>
  );
}

/**
 * No draft yet (AI简历撰写 by QR login lands here, spec §4 mode 9): a student with an online resume starts from it;
 * one without is offered the upload and the form.
 */
function NoDraft({ begin }: { begin: DraftStore['start'] }): ReactElement {
  const resume = useLoad(() => api.resume.getDetail(), 'ai-draft-resume');
  const start = resume.status === 'ready' && hasContent(resume.data) ? resume.data : null;
  useEffect(() => {
    if (start) begin({ origin: 'resume', fileName: '', draft: draftOfResume(start), variants: {} });
  }, [start, begin]);
  if (resume.status === 'loading' || start) return <Loading label={T.loadingResume} rows={4} />;
  return (
    <EmptyState
      title={T.noDraft}
      hint={T.noDraftHint}
      action={
        <a className={ui.primary} href="#/aiIntelligentfilling">
          {T.start}
        </a>
      }
    />
  );
}

function DraftEditor(): ReactElement {
  const store = useDraft();
  const [open, setOpen] = useState<Open>(null);
  const [ask, setAsk] = useState<SaveAsk | null>(null);
  const [busy, setBusy] = useState(false);
  const { kept } = store;
  if (!kept) return <NoDraft begin={store.start} />;
  const { draft, origin, fileName } = kept;
  const now = Date.now();
  const showMissing = origin === 'file';
  const regen = origin === 'wish';
  const unsure = allUnsure(draft);

  const startSave = async () => {
    setBusy(true);
    const resume = await api.resume.getDetail();
    setBusy(false);
    if (!resume.apiStatus) return void toast.error(resume.msg);
    const parts = draftParts(draft, resume);
    const bad = firstInvalid(draft, parts, now);
    if (bad) {
      setOpen({ ...bad, round: (open?.round ?? 0) + 1 });
      void toast.warning(T.fixFirst(T.sections[bad.part]));
      document.getElementById(anchorOf(bad.part))?.scrollIntoView?.({ block: 'start' });
      return;
    }
    setAsk({ resume, parts });
  };
  const confirm = async (replace: Set<PartKey>) => {
    if (!ask) return;
    setBusy(true);
    const result = await saveDraft(draft, ask.resume, ask.parts, replace);
    setBusy(false);
    if (!result.ok) return void toast.error(result.msg);
    setAsk(null);
    dropDraft();
    void toast.success(T.saved);
    browserNav.setHash('#/resume');
  };

  return (
    <>
      <header className={styles.head}>
        <h1 className={ui.title}>{T.title}</h1>
        <p className={styles.source}>
          {origin === 'file' ? T.fromFile(fileName) : origin === 'resume' ? T.fromResume : T.fromWish}
          <span className={styles.engine}>{draft.source === 'model' ? T.byModel : T.byEngine}</span>
        </p>
        {unsure > 0 && <p className={styles.warn}>{T.unsureNote(unsure)}</p>}
        {countPlaceholders(JSON.stringify(draft)) > 0 && <p className={styles.note}>{T.placeholderNote}</p>}
      </header>
      <PartCard anchor={anchorOf('basic')} title={DRAFT_PARTS.basic.title}>
        <PartItem
          key={`basic-${open?.part === 'basic' ? open.round : 0}`}
          label={DRAFT_PARTS.basic.title}
          fields={DRAFT_PARTS.basic.fields(now)}
          item={asItem(draft.basic)}
          check={checkOf(DRAFT_PARTS.basic.check as never, now)}
          showMissing
          open={open?.part === 'basic'}
          onSave={(value) => store.setBasic(value as ResumeDraft['basic']['value'])}
        />
      </PartCard>
      {draft.intention.categories.length > 0 && (
        <PartCard anchor={anchorOf('intention')} title={T.sections.intention}>
          <p className={styles.fieldValue}>{[draft.intention.categories.join('、'), draft.intention.cities.join('、')].filter(Boolean).join(' · ')}</p>
        </PartCard>
      )}
      {LISTS.map((part) => (
        <ListCard key={part} part={part} draft={draft} store={store} open={open} regen={regen} showMissing={showMissing} now={now} />
      ))}
      <PartCard anchor={anchorOf('other')} title={DRAFT_PARTS.other.title}>
        <PartItem
          key={`other-${open?.part === 'other' ? open.round : 0}`}
          label={DRAFT_PARTS.other.title}
          fields={DRAFT_PARTS.other.fields()}
          item={asItem(draft.other)}
          check={checkOf(DRAFT_PARTS.other.check as never, now)}
          showMissing={showMissing}
          open={open?.part === 'other'}
          onSave={(value) => store.setOther(value as ResumeDraft['other']['value'])}
          onRegenerate={regen ? () => store.regenerate({ part: 'self_evaluation' }) : undefined}
        />
      </PartCard>
      <div className={styles.saveBar}>
        <button type="button" className={ui.primary} onClick={() => void startSave()} disabled={busy} aria-busy={busy || undefined}>
          {busy && !ask ? T.saving : T.save}
        </button>
      </div>
      <SaveDialog key={ask ? 'open' : 'closed'} ask={ask} draft={draft} busy={busy} onConfirm={(r) => void confirm(r)} onCancel={() => setAsk(null)} />
    </>
  );
}

/** /aiResumeDetail: the draft (uploaded or written), each part checked, edited or rewritten, then saved into the resume. */
export function DraftPage(): ReactElement {
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_open_ai" closedTitle={AI_MSG.notOpen} closedHint={AI_TEXT.notOpen.hint}>
        <StudentOnly what={AI_TEXT.what}>
          <DraftEditor />
        </StudentOnly>
      </SiteFeatureGate>
    </div>
  );
}
