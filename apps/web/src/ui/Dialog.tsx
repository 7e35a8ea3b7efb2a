import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert (focus
 * stays inside), Escape closes it, and focus returns to what opened it. Its content mounts
 * only while open, so a form inside starts afresh each time.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  /** A sentence read out with the title when the dialog opens (what a confirmation means). */
  description?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog card"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape asks the owner to close, so its state says closed before the dialog is: closing
      // natively first let a quick reopen land while the old `open` still stood, and do nothing.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {description && <p id={descriptionId}>{description}</p>}
          {children}
        </>
      )}
    </dialog>
  );
}
