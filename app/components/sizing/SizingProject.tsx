import { useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import {
  PROJECT_NAME_MAX,
  PROJECT_TAGS_MAX,
  projectFile,
  projectFileName,
  projectProblemText,
  readProjectFile,
  tagTitle,
  type ProjectTag,
  type SizingProject,
} from '#sizing/form/sizingProject.js';
import { defaultForm, type SizingForm } from '#sizing/form/sizingState.js';
import { projectCopy } from '#sizing/words/projectCopy.js';
import { callApi, failureText } from '../../lib/api.js';
import { copyText } from '../../lib/clipboard.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';

/** A saved project as the page receives it (routes/valveSizing.tsx's loader). */
export interface OpenedProject extends SizingProject {
  token: string;
  revision: number;
}

/** The page's project: what the loader opened, or a new one of the page's sizing alone. */
export interface ProjectPageData {
  project: OpenedProject | null;
  /** The tag the link names (`t`), shown first. */
  tag: number;
  /** The link named a project that is not there (unknown or altered): said once, a new one starts. */
  missing: boolean;
}

/** The address's parameters of a project: its link's token and the tag shown. */
const PROJECT_PARAMS = ['p', 't'] as const;

/** The page's query for a sizing state, keeping the project's parameters of `current`. */
export function pageSearch(state: string, current: URLSearchParams): string {
  const next = new URLSearchParams();
  next.set('s', state);
  for (const key of PROJECT_PARAMS) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  return `?${next.toString()}`;
}

function setAddress(params: Partial<Record<(typeof PROJECT_PARAMS)[number], string>>) {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}

type Status = { kind: 'ok' | 'error'; text: string; link?: string } | null;

/**
 * The project around the page's sizing: its tags (the one on the page is the form itself), saved
 * behind a signed link, downloaded and opened as a file. `open` puts a tag on the page.
 */
export function useSizingProject({
  data,
  form,
  valve,
  open,
}: {
  data: ProjectPageData;
  form: SizingForm;
  valve: string | null;
  open(tag: ProjectTag): void;
}) {
  const copy = usePageCopy(projectCopy);
  const lang = useLang();
  const first = data.project;
  const [name, setName] = useState(first?.name ?? '');
  const [stored, setStored] = useState<ProjectTag[]>(first?.tags ?? [{ form, valve }]);
  const [active, setActive] = useState(first ? Math.min(data.tag, first.tags.length - 1) : 0);
  const [link, setLink] = useState(first ? { token: first.token, revision: first.revision } : null);
  const [status, setStatus] = useState<Status>(data.missing ? { kind: 'error', text: copy.missing } : null);
  const [busy, setBusy] = useState(false);
  // The tag on the page is the form as typed now.
  const tags = stored.map((tag, i) => (i === active ? { form, valve } : tag));
  const json = JSON.stringify({ name, tags });
  const [savedJson, setSavedJson] = useState(first ? json : null);

  const show = (tag: ProjectTag, index: number, list: ProjectTag[]) => {
    setStored(list);
    setActive(index);
    open(tag);
    setAddress({ t: String(index) });
  };

  return {
    copy,
    lang,
    name,
    setName: (next: string) => setName(next.slice(0, PROJECT_NAME_MAX)),
    tags,
    active,
    link,
    status,
    busy,
    dirty: link !== null && json !== savedJson,
    switchTo: (index: number) => index !== active && show(tags[index]!, index, tags),
    add(kind: 'copy' | 'empty') {
      if (tags.length >= PROJECT_TAGS_MAX) {
        setStatus({ kind: 'error', text: fill(copy.tagLimit, { max: PROJECT_TAGS_MAX }) });
        return;
      }
      // A copy is the same duty on another valve: its own tag number to be given.
      const next: ProjectTag =
        kind === 'copy'
          ? { form: { ...form, tag: { ...form.tag, number: '' } }, valve }
          : { form: defaultForm(), valve: null };
      show(next, tags.length, [...tags, next]);
    },
    remove() {
      if (tags.length < 2) return;
      if (!window.confirm(fill(copy.removeConfirm, { tag: tagTitle(tags[active]!, active, lang) }))) return;
      const rest = tags.filter((_, i) => i !== active);
      const index = Math.min(active, rest.length - 1);
      show(rest[index]!, index, rest);
    },
    async save() {
      setBusy(true);
      try {
        const body = { name, tags, ...(link ? { revision: link.revision } : {}) };
        const path = link ? `/api/sizing/project/${link.token}` : '/api/sizing/project';
        const answer = await callApi<{ token: string; revision: number; link: string }>(path, {
          method: 'POST',
          body,
          lang,
        });
        const saved = answer.data;
        setLink({ token: saved.token, revision: saved.revision });
        setSavedJson(json);
        setAddress({ p: saved.token, t: String(active) });
        setStatus({ kind: 'ok', text: link ? copy.saved : copy.savedNew, link: saved.link });
      } catch (error) {
        setStatus({
          kind: 'error',
          text: fill(copy.saveFailed, { reason: failureText(error, copy.networkFailed) }),
        });
      } finally {
        setBusy(false);
      }
    },
    download() {
      const blob = new Blob([JSON.stringify(projectFile({ name, tags }), null, 2)], {
        type: 'application/json',
      });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = projectFileName({ name, tags });
      document.body.append(a);
      a.click();
      a.remove();
      URL.revokeObjectURL(a.href);
    },
    async upload(file: File) {
      const read = readProjectFile(await file.text());
      if ('problem' in read) {
        setStatus({ kind: 'error', text: projectProblemText(read.problem, lang) });
        return;
      }
      // A file opens as a new project: whichever link it came from is not in it.
      const { project } = read;
      setName(project.name);
      setLink(null);
      setSavedJson(null);
      const url = new URL(window.location.href);
      url.searchParams.delete('p');
      window.history.replaceState(window.history.state, '', url);
      show(project.tags[0]!, 0, project.tags);
      setStatus({
        kind: 'ok',
        text: fill(copy.uploaded, { name: project.name || copy.untitled, count: project.tags.length }),
      });
    },
  };
}

export type SizingProjectState = ReturnType<typeof useSizingProject>;

/** The project's bar above the form: its name, its tags, saving, the file. */
export function SizingProjectBar({ project }: { project: SizingProjectState }) {
  const { copy, lang, tags, active, status } = project;
  const fileInput = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void project.upload(file);
  };
  return (
    <section className="sizing-project" aria-labelledby="sizing-project-title" data-testid="sizing-project">
      <div className="sizing-project__head">
        <h2 id="sizing-project-title" className="sizing-project__title">
          {copy.project}
        </h2>
        <div className="sizing-field sizing-project__name">
          <label htmlFor="sizing-project-name">{copy.projectName}</label>
          <input
            id="sizing-project-name"
            type="text"
            autoComplete="off"
            maxLength={PROJECT_NAME_MAX}
            placeholder={copy.projectNameHint}
            value={project.name}
            onChange={(e) => project.setName(e.target.value)}
          />
        </div>
        <div className="sizing-project__actions">
          <button
            type="button"
            className="btn"
            onClick={() => void project.save()}
            disabled={project.busy}
            data-testid="sizing-project-save"
          >
            {project.busy ? copy.saving : copy.save}
          </button>
          <button type="button" className="btn btn--ghost" onClick={project.download}>
            {copy.download}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => fileInput.current?.click()}>
            {copy.upload}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            onChange={onFile}
            data-testid="sizing-project-file"
          />
        </div>
      </div>
      <div className="sizing-project__tags">
        <ul aria-label={copy.tags} data-testid="sizing-project-tags">
          {tags.map((tag, i) => (
            <li key={i}>
              <button
                type="button"
                className="sizing-project__tag"
                aria-current={i === active ? 'true' : undefined}
                onClick={() => project.switchTo(i)}
              >
                {tagTitle(tag, i, lang)}
              </button>
            </li>
          ))}
        </ul>
        <details className="sizing-project__add">
          <summary className="btn btn--ghost">{copy.addTag}</summary>
          <div className="sizing-project__menu">
            <button type="button" className="btn btn--ghost" onClick={(e) => add(e, 'copy')}>
              {copy.addCopy}
            </button>
            <button type="button" className="btn btn--ghost" onClick={(e) => add(e, 'empty')}>
              {copy.addEmpty}
            </button>
          </div>
        </details>
        {tags.length > 1 && (
          <button type="button" className="btn btn--ghost sizing-project__remove" onClick={project.remove}>
            {copy.removeTag}
          </button>
        )}
      </div>
      <p className="sizing-hint">{copy.renameHint}</p>
      <div role="status" className="sizing-project__status" data-testid="sizing-project-status">
        {status && (
          <p className={status.kind === 'error' ? 'sizing-error' : 'sizing-project__saved'}>{status.text}</p>
        )}
        {status?.link && (
          <p className="sizing-project__link">
            <a href={status.link} data-testid="sizing-project-link">
              {status.link}
            </a>{' '}
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void copyText(status.link!).then(() => setCopied(true))}
            >
              {copied ? copy.linkCopied : copy.copyProjectLink}
            </button>
          </p>
        )}
        {project.dirty && <p className="sizing-project__dirty">{copy.unsaved}</p>}
        {(status?.link || project.link) && <p className="sizing-hint">{copy.linkNote}</p>}
      </div>
    </section>
  );

  function add(event: MouseEvent<HTMLButtonElement>, kind: 'copy' | 'empty') {
    // The menu closes once a tag is added.
    event.currentTarget.closest('details')?.removeAttribute('open');
    project.add(kind);
  }
}
