import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/**
 * The site's dialogs on the browser's own modal `<dialog>`, in the parts and names
 * of the Radix dialog they replace (`import * as Dialog from './dialog.js'`): the browser makes the
 * page behind inert, moves focus in, gives it back on close, and draws the dialog and its
 * `::backdrop` in the top layer, without the focus trap, scroll lock and hiding of the rest of the
 * page that made opening a Radix dialog one long task. The page behind is not locked
 * against scrolling. Escape (the `cancel` event) and a click on the backdrop close it.
 */
interface DialogState {
  open: boolean;
  setOpen(open: boolean): void;
  titleId: string;
  descriptionId: string;
  described: boolean;
  setDescribed(described: boolean): void;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('a dialog part outside its Dialog.Root');
  return state;
}

/** Open when `open` says so (controlled), or from its Trigger until closed (uncontrolled). */
export function Root({
  open: controlled,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(false);
  const [described, setDescribed] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const state: DialogState = {
    open: controlled ?? own,
    setOpen(next) {
      if (controlled === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    titleId,
    descriptionId,
    described,
    setDescribed,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

/** A button that opens its dialog. */
export function Trigger({ onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { open, setOpen } = useDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
    />
  );
}

/**
 * The open dialog, rendered at the end of the body. No overlay part: the browser draws the
 * dialog's `::backdrop`, styled beside each dialog's class.
 */
export function Portal({ children }: { children: ReactNode }) {
  const { open } = useDialog();
  if (!open || typeof document === 'undefined') return null;
  return createPortal(children, document.body);
}

/** Whether a click on the dialog element itself fell on its backdrop rather than on its padding. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

interface ContentProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'onCancel' | 'onClose'> {
  /** Once shown, the browser having moved focus in: to start something or move focus elsewhere. */
  onOpenAutoFocus?(dialog: HTMLDialogElement): void;
  /** After the dialog closed and the browser gave focus back: to move it elsewhere. */
  onCloseAutoFocus?(): void;
}

/** The `<dialog>`, shown modal while mounted, labelled by its Title (and Description, if any). */
export function Content({ onOpenAutoFocus, onCloseAutoFocus, onClick, children, ...props }: ContentProps) {
  const { setOpen, titleId, descriptionId, described } = useDialog();
  const dialog = useRef<HTMLDialogElement>(null);
  const afterOpen = useRef(onOpenAutoFocus);
  afterOpen.current = onOpenAutoFocus;
  const afterClose = useRef(onCloseAutoFocus);
  afterClose.current = onCloseAutoFocus;
  /** Set when the page closes it (unmounting), so that the `close` event that follows is not news. */
  const closedByPage = useRef(false);
  useLayoutEffect(() => {
    const element = dialog.current!;
    closedByPage.current = false;
    element.showModal();
    afterOpen.current?.(element);
    return () => {
      closedByPage.current = true;
      element.close();
      afterClose.current?.();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      {...props}
      onCancel={(event) => {
        // The page closes it, so that its state and the element agree.
        event.preventDefault();
        setOpen(false);
      }}
      // Closed by the browser all the same (a second Escape without a click between): follow it. Not
      // the event of a close the page made, even one that arrives after the dialog was shown again
      // (development's StrictMode unmounts and mounts each effect once more).
      onClose={(event) => {
        if (!closedByPage.current && !event.currentTarget.open) setOpen(false);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (onBackdrop(event)) setOpen(false);
      }}
    >
      {children}
    </dialog>
  );
}

/** The dialog's name (an `h2`). */
export function Title(props: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 {...props} id={useDialog().titleId} />;
}

/** What the dialog is for, read after its name. */
export function Description(props: HTMLAttributes<HTMLParagraphElement>) {
  const { descriptionId, setDescribed } = useDialog();
  useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  return <p {...props} id={descriptionId} />;
}

/** A button that closes its dialog. */
export function Close({ onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { setOpen } = useDialog();
  return (
    <button
      type="button"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        setOpen(false);
      }}
    />
  );
}
