import { ConfirmDialog } from '@campus/shared-utils';

export type DeleteConfirmProps = {
  /** what is about to go: 教育经历「临江大学」 */
  what: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirm before any delete; nothing is removed until the student says so. */
export function DeleteConfirm({ what, busy, onConfirm, onCancel }: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={what !== null}
      title="提示"
      body={`确定删除${what ?? ''}吗？删除后不可恢复。`}
      confirmLabel="删除"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
