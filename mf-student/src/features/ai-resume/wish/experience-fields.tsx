import type { ReactElement } from 'react';
import { useWatch, type Control } from '@campus/shared-utils/forms';
import type { AiWishInput } from '@campus/shared-utils/student';
import { ChoiceField } from '../../../components/form/choice-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { AI_TEXT } from '../texts';
import styles from './wish-page.module.css';

const T = AI_TEXT.wish;
type Kind = keyof typeof T.kinds;
const KINDS = Object.keys(T.kinds) as Kind[];

export type ExperienceFieldsProps = { control: Control<AiWishInput>; index: number; onRemove: () => void };

/** One experience of the wish form in the student's own words; its labels follow its kind. */
export function ExperienceFields({ control, index, onRemove }: ExperienceFieldsProps): ReactElement {
  const kind = useWatch({ control, name: `experiences.${index}.kind` }) as Kind;
  const at = <K extends string>(field: K) => `experiences.${index}.${field}` as const;
  const label = T.experienceLabel(index + 1);
  return (
    <fieldset className={styles.experience} aria-label={label}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.grid}>
        <ChoiceField control={control} name={at('kind')} label={T.kind} options={KINDS} labels={T.kinds} required />
        <TextField control={control} name={at('title')} label={T.expTitle[kind] ?? T.expTitle.internship} required />
        <TextField control={control} name={at('role')} label={T.expRole[kind] ?? T.expRole.internship} />
        <span aria-hidden="true" />
        <TextField control={control} name={at('start_date')} label={T.start} type="month" required />
        <TextField control={control} name={at('end_date')} label={T.end} type="month" hint={T.endHint} />
        <TextAreaField control={control} name={at('text')} label={T.text} required placeholder={T.textPlaceholder} rows={4} />
      </div>
      <button type="button" className={styles.remove} onClick={onRemove}>
        {T.removeExperience(index + 1)}
      </button>
    </fieldset>
  );
}
