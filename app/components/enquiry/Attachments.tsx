import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#contract/constants.js';
import { message, type Lang } from '#contract/messages.js';
import { enquiryCopy } from '../../i18n/pages/enquiry.js';
import { failureText, uploadFile } from '../../lib/api.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { FilePicker, type PickedFile } from './FilePicker.js';
import type { StoredFile } from './storage.js';

/** A file of the form: uploading (with progress) or uploaded (with its URL). */
export interface AttachmentEntry extends StoredFile, PickedFile {}

const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file cannot be attached (docs/product.md §5 order: format, size, then count), or null. */
export function attachmentProblem(
  file: { name: string; size: number },
  count: number,
  lang: Lang,
): string | null {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return message('uploadFormat', lang, { list: UPLOAD_EXTENSIONS.join(', ') });
  if (file.size > UPLOAD_MAX_BYTES) return message('uploadTooLarge', lang);
  if (file.size === 0) return message('uploadEmpty', lang);
  if (count >= UPLOAD_MAX_FILES) return message('uploadTooMany', lang);
  return null;
}

let nextKey = 0;

/**
 * The attachments of a form (docs/product.md §4 upload counter): each accepted file uploads at once; the
 * number still uploading is `pending`; a failure removes the file and says why; the form sends
 * the uploaded ones only when nothing is pending.
 */
export function useAttachments() {
  const lang = useLang();
  const [entries, setEntries] = useState<AttachmentEntry[]>([]);
  const [problem, setProblem] = useState('');
  const uploads = useRef(new Map<string, AbortController>());

  // Leaving the page stops uploads that have not finished.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback(
    (files: File[]) => {
      setProblem('');
      let count = entries.length;
      for (const file of files) {
        const why = attachmentProblem(file, count, lang);
        if (why) {
          setProblem(why);
          continue;
        }
        count++;
        const key = `f${nextKey++}`;
        const controller = new AbortController();
        uploads.current.set(key, controller);
        setEntries((list) => [
          ...list,
          { key, name: file.name, size: file.size, url: '', progress: 0, done: false },
        ]);
        uploadFile(
          file,
          lang,
          (progress) => setEntries((list) => list.map((e) => (e.key === key ? { ...e, progress } : e))),
          controller.signal,
        )
          .then((uploaded) =>
            setEntries((list) =>
              list.map((e) => (e.key === key ? { ...e, url: uploaded.url, progress: 1, done: true } : e)),
            ),
          )
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            setEntries((list) => list.filter((e) => e.key !== key));
            setProblem(failureText(error, message('uploadFailed', lang)));
          })
          .finally(() => uploads.current.delete(key));
      }
    },
    [entries.length, lang],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setEntries((list) => list.filter((e) => e.key !== key));
    setProblem('');
  }, []);

  const reset = useCallback((files: StoredFile[] = []) => {
    uploads.current.forEach((controller) => controller.abort());
    uploads.current.clear();
    setEntries(files.map((file) => ({ ...file, key: `f${nextKey++}`, progress: 1, done: true })));
    setProblem('');
  }, []);

  const pending = entries.filter((e) => !e.done).length;
  const uploaded: StoredFile[] = entries
    .filter((e) => e.done)
    .map(({ name, url, size }) => ({ name, url, size }));
  return { entries, pending, uploaded, problem, setProblem, add, remove, reset };
}

export type Attachments = ReturnType<typeof useAttachments>;

/** The attachment field: the file picker with its rules, a problem at it, and each file. */
export function AttachmentField({ attachments }: { attachments: Attachments }) {
  const copy = usePageCopy(enquiryCopy).form;
  const id = useId();
  const { entries, problem, add, remove } = attachments;
  return (
    <div className="enquiry-field enquiry-field--wide">
      <span className="enquiry-field__label" id={`${id}-label`}>
        {copy.attachments} <small>({copy.optional})</small>
      </span>
      <FilePicker
        id={`${id}-input`}
        labelId={`${id}-label`}
        errorId={`${id}-problem`}
        accept={ACCEPT}
        multiple
        words={{
          choose: copy.attach,
          hint: fill(copy.attachHint, { count: UPLOAD_MAX_FILES, list: UPLOAD_EXTENSIONS.join(', ') }),
          uploaded: copy.uploaded,
          uploading: copy.uploading,
          remove: copy.remove,
        }}
        files={entries}
        onChoose={add}
        onRemove={remove}
      />
      <p className="enquiry-field__error" id={`${id}-problem`} role="alert">
        {problem}
      </p>
    </div>
  );
}
