/**
 * A sizing project: a name and several tags, each a whole sizing of the page (its form, with the
 * tag number, service and line) and the valve chosen for it. What the server stores behind a
 * project link, what the page downloads as a file and reads back, and what a quotation carries.
 * Pure and without zod, so the page reads an uploaded file without loading the calculation.
 */
import type { SizingLang } from '../engine/warnings.js';
import { formFromRaw, type RawForm, type SizingForm } from './sizingState.js';

/** The tags a project holds at most: a unit's control valves, not a plant's. */
export const PROJECT_TAGS_MAX = 50;
export const PROJECT_NAME_MAX = 100;
/**
 * The stored JSON's length at most. A tag is about 1 kB, so 50 tags stay far below; anything
 * beyond is not a project of this page.
 */
export const PROJECT_JSON_MAX = 200_000;
/** What a downloaded file says it is, and the version of its shape. */
export const PROJECT_FILE_FORMAT = 'maple-river-sizing-project';
export const PROJECT_FILE_VERSION = 1;

/** "<product id>-<DN>": the selection's key of a size. */
export const VALVE_KEY = /^\d{1,9}-\d{1,4}$/;

export interface ProjectTag {
  form: SizingForm;
  /** The size chosen from the selection for this tag, or null. */
  valve: string | null;
}

export interface SizingProject {
  name: string;
  tags: ProjectTag[];
}

/** A project as a downloaded file holds it. */
export interface ProjectFile extends SizingProject {
  format: typeof PROJECT_FILE_FORMAT;
  version: typeof PROJECT_FILE_VERSION;
}

export const projectFile = (project: SizingProject): ProjectFile => ({
  format: PROJECT_FILE_FORMAT,
  version: PROJECT_FILE_VERSION,
  name: project.name,
  tags: project.tags,
});

/** Why a project (a file, or a body to save) is refused: a message key, with what it names. */
export type ProjectProblem =
  | { code: 'notJson' }
  | { code: 'notProject' }
  | { code: 'newerVersion'; version: number }
  | { code: 'noTags' }
  | { code: 'tooManyTags'; count: number }
  | { code: 'nameTooLong' }
  | { code: 'tooLarge' }
  | { code: 'tagInvalid'; tag: number };

export const PROJECT_PROBLEM_TEXT: Record<SizingLang, Record<ProjectProblem['code'], string>> = {
  en: {
    notJson: 'This file is not a sizing project: it is not JSON.',
    notProject: 'This file is not a sizing project of this page.',
    newerVersion:
      'This project file was made by a newer version of this page (format {version}); please reload the page and try again.',
    noTags: 'A project needs at least one tag.',
    tooManyTags:
      'A project holds at most {max} tags; this one has {count}. Please split it into two projects.',
    nameTooLong: 'A project name may have at most {max} characters.',
    tooLarge: 'This project is too large to save; please remove some tags or split it into two projects.',
    tagInvalid: 'Tag {tag} of this project is damaged; it cannot be read.',
  },
  zh: {
    notJson: '该文件不是选型项目：不是 JSON 格式。',
    notProject: '该文件不是本页面的选型项目。',
    newerVersion: '该项目文件由本页面的较新版本生成（格式 {version}），请刷新页面后重试。',
    noTags: '项目至少需要一个位号。',
    tooManyTags: '一个项目最多包含 {max} 个位号，此项目有 {count} 个，请拆分为两个项目。',
    nameTooLong: '项目名称最多 {max} 个字符。',
    tooLarge: '项目数据过大，无法保存，请删除部分位号或拆分为两个项目。',
    tagInvalid: '项目中的第 {tag} 个位号已损坏，无法读取。',
  },
};

/** A problem worded in a language. */
export function projectProblemText(problem: ProjectProblem, lang: SizingLang): string {
  const values: Record<string, string | number> = {
    ...problem,
    max: problem.code === 'nameTooLong' ? PROJECT_NAME_MAX : PROJECT_TAGS_MAX,
  };
  return PROJECT_PROBLEM_TEXT[lang][problem.code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A project from what a file or a request holds, its shape checked (the figures of each tag are
 * the form's text, checked as a link's are; the server sizes them too): the project, or the first
 * problem. `requireFormat`: a file must say what it is; a request to save need not.
 */
export function readProject(
  raw: unknown,
  { requireFormat }: { requireFormat: boolean },
): { project: SizingProject } | { problem: ProjectProblem } {
  if (!isRecord(raw)) return { problem: { code: 'notProject' } };
  if (requireFormat) {
    if (raw.format !== PROJECT_FILE_FORMAT || typeof raw.version !== 'number')
      return { problem: { code: 'notProject' } };
    if (raw.version > PROJECT_FILE_VERSION)
      return { problem: { code: 'newerVersion', version: raw.version } };
  }
  if (typeof raw.name !== 'string' || !Array.isArray(raw.tags)) return { problem: { code: 'notProject' } };
  if (raw.name.trim().length > PROJECT_NAME_MAX) return { problem: { code: 'nameTooLong' } };
  if (raw.tags.length === 0) return { problem: { code: 'noTags' } };
  if (raw.tags.length > PROJECT_TAGS_MAX) return { problem: { code: 'tooManyTags', count: raw.tags.length } };
  const tags: ProjectTag[] = [];
  for (const [i, tag] of raw.tags.entries()) {
    if (!isRecord(tag) || !isRecord(tag.form)) return { problem: { code: 'tagInvalid', tag: i + 1 } };
    const valve = typeof tag.valve === 'string' && VALVE_KEY.test(tag.valve) ? tag.valve : null;
    tags.push({ form: formFromRaw(tag.form as RawForm, null), valve });
  }
  return { project: { name: raw.name.trim(), tags } };
}

/** A downloaded file's text read back. */
export function readProjectFile(text: string): { project: SizingProject } | { problem: ProjectProblem } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: { code: 'notJson' } };
  }
  return readProject(raw, { requireFormat: true });
}

/** A tag's name in lists: its tag number, else its place ("Tag 2", "位号 2"). */
export const tagTitle = (tag: ProjectTag, index: number, lang: SizingLang) =>
  tag.form.tag.number.trim() || `${lang === 'zh' ? '位号' : 'Tag'} ${index + 1}`;

/** A file name for a project: its name made safe, or a generic one. */
export function projectFileName(project: SizingProject): string {
  const safe = project.name
    .trim()
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${safe || 'sizing-project'}.json`;
}

/** What a quotation's sizing chip says of the project it belongs to. */
export function projectChipText(name: string, tags: number, lang: SizingLang): string {
  const shown = name.trim() || (lang === 'zh' ? '未命名项目' : 'Untitled project');
  return lang === 'zh' ? `项目“${shown}”，共 ${tags} 个位号` : `Project “${shown}”, ${tags} tags`;
}
