import { Button } from './button';
import type { ConfirmOptions } from './confirm-dialog';
import { Dialog, DialogButtons } from './dialog';

/** The dialog useConfirm shows: its own chunk, fetched when a screen first asks. */
export default function ConfirmDialogBox({
  title,
  question,
  confirmLabel,
  danger = true,
  onAnswer,
}: ConfirmOptions & { onAnswer: (yes: boolean) => void }) {
  return (
    <Dialog open title={title} onClose={() => onAnswer(false)} maxWidth={420}>
      <p>{question}</p>
      <DialogButtons onCancel={() => onAnswer(false)}>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => onAnswer(true)} autoFocus>
          {confirmLabel}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
