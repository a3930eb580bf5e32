import { useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before the dialog's unsaved changes are thrown away (spec/03 §2.2 "Closing with unsaved
 * changes asks"): on Close, Escape and a click beside the dialog (`requestClose`), and on the
 * browser's or the phone's Back, which would otherwise take the dialog's address away. Nothing is
 * asked when nothing changed or while a save runs; the dialog's own navigations after a save are
 * not Back and pass.
 */
export function useDiscardGuard({
  dirty,
  busy,
  onClose,
}: {
  dirty: boolean;
  busy: boolean;
  onClose: () => void;
}) {
  const [closing, setClosing] = useState(false);
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && dirty && !busy);
  const leaving = blocker.state === 'blocked';

  const requestClose = () => {
    if (busy) return;
    if (dirty) setClosing(true);
    else onClose();
  };

  const keepEditing = () => {
    setClosing(false);
    if (blocker.state === 'blocked') blocker.reset();
  };

  const discard = () => {
    setClosing(false);
    if (blocker.state === 'blocked') blocker.proceed();
    else onClose();
  };

  return { asking: closing || leaving, requestClose, keepEditing, discard };
}
