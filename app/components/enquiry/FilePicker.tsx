import { useEffect, useRef, type ChangeEvent } from 'react';
import { fill } from '../../lib/copy.js';

/** A chosen file as the picker lists it: uploading (progress 0–1) or uploaded. */
export interface PickedFile {
  key: string;
  name: string;
  size: number;
  progress: number;
  done: boolean;
}

/** The picker's words, in the page's language. */
export interface FilePickerWords {
  /** The button: "Attach a file", "Choose a file". */
  choose: string;
  /** What it takes: types, size, count. */
  hint: string;
  uploaded: string;
  /** With {{percent}}. */
  uploading: string;
  /** With {{name}}. */
  remove: string;
}

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The one file picker of the public site: the browser's file input, visually hidden but focusable
 * (Space or Enter opens the chooser), under a styled label in the page's language, the rules it
 * takes, and each chosen file with its size, upload progress and a remove button. The label opens
 * the chooser before the page's script runs as well; a file chosen then is taken up on hydration.
 */
export function FilePicker({
  id,
  labelId,
  errorId,
  accept,
  multiple = false,
  required = false,
  invalid = false,
  words,
  files,
  onChoose,
  onRemove,
}: {
  /** The input's id (the field's own label points at it too). */
  id: string;
  /** The field's label: the input is named by it and the button's words. */
  labelId: string;
  errorId: string;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  invalid?: boolean;
  words: FilePickerWords;
  files: PickedFile[];
  onChoose(files: File[]): void;
  onRemove(key: string): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const take = (target: HTMLInputElement) => {
    const chosen = Array.from(target.files ?? []);
    // The same file can be chosen again after removing it.
    target.value = '';
    if (chosen.length > 0) onChoose(chosen);
  };
  // Chosen before the script ran: the browser kept the file in the input, no change event came.
  useEffect(() => {
    if (input.current?.files?.length) take(input.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  return (
    <>
      <div className="enquiry-attach">
        <input
          ref={input}
          id={id}
          type="file"
          className="visually-hidden enquiry-attach__input"
          accept={accept}
          multiple={multiple}
          aria-labelledby={`${labelId} ${id}-button`}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint ${errorId}`}
          onChange={(event: ChangeEvent<HTMLInputElement>) => take(event.target)}
        />
        <label className="btn btn--ghost enquiry-attach__button" htmlFor={id} id={`${id}-button`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M16.5 6.5 8 15a2.1 2.1 0 0 0 3 3l9-9a4.2 4.2 0 0 0-6-6l-9 9a6.4 6.4 0 0 0 9 9l7.5-7.5"
            />
          </svg>
          {words.choose}
        </label>
        <p className="enquiry-attach__hint" id={`${id}-hint`}>
          {words.hint}
        </p>
      </div>
      {files.length > 0 && (
        <ul className="enquiry-files" aria-labelledby={labelId}>
          {files.map((file) => {
            const percent = Math.round(file.progress * 100);
            const state = file.done ? words.uploaded : fill(words.uploading, { percent });
            return (
              <li key={file.key} className={file.done ? 'is-done' : 'is-uploading'}>
                <span className="enquiry-files__name">{file.name}</span>
                <span className="enquiry-files__meta">
                  {sizeText(file.size)} · {state}
                </span>
                <progress
                  className="enquiry-files__progress"
                  max={100}
                  value={percent}
                  aria-label={`${file.name}: ${state}`}
                />
                <button
                  type="button"
                  className="enquiry-files__remove"
                  aria-label={fill(words.remove, { name: file.name })}
                  onClick={() => onRemove(file.key)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
