import type { ReactElement } from 'react';
import type { JobIntention } from '@campus/shared-utils/student';
// The applications area's job-intention editor, shared so the resume and the recommendations edit the
// same record the same way (categories and cities from the site's own lists, so they match positions).
import { IntentionEditor } from '../../../../components/intention/intention-editor';
import type { RecordFormProps } from './record-section';
import { FORM_TEXT } from '../../utils/form-texts';

/** The intention section's form: the shared editor (it loads what another tab saved on a conflict itself). */
export function IntentionEdit({ record, onSaved, onCancel, submitLabel = FORM_TEXT.save }: RecordFormProps<JobIntention>): ReactElement {
  return <IntentionEditor intention={record} onSaved={onSaved} onCancel={onCancel} submitLabel={submitLabel} />;
}
