/** The form fields' own labels and buttons, shared by every student form (resume, AI resume). */
export const FIELD_TEXT = {
  save: '保存',
  saving: '保存中…',
  cancel: '取消',
  choose: '请选择',
  start: '开始时间',
  end: '结束时间',
} as const;
