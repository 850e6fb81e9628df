import type { Bilingual } from '#contract/words.js';

/** The console's words for working drafts of published records (admin/components/drafts/), both languages. */
export const draftsWords = {
  chip: { en: 'Changes not published', zh: '更改未发布' },
  chip_hint: {
    en: 'Draft saved %{time}; the site shows the published version',
    zh: '草稿保存于 %{time}；网站显示已发布的版本',
  },
  saving: { en: 'Saving draft…', zh: '正在保存草稿…' },
  saved_at: { en: 'Saved draft at %{time}', zh: '草稿已保存 %{time}' },
  unsaved: { en: 'Changes not saved yet', zh: '更改尚未保存' },
  save_failed: { en: 'The draft could not be saved: %{message}', zh: '草稿保存失败：%{message}' },
  live_note: {
    en: 'This record is published: changes are kept as a draft until you publish them.',
    zh: '此记录已发布：更改将保存为草稿，发布后才会显示在网站上。',
  },
  live_changed: {
    en: 'The published version changed after this draft was started (someone saved or restored it).',
    zh: '此草稿开始后，已发布的版本被修改过（有人保存或恢复了它）。',
  },
  save: { en: 'Save draft', zh: '保存草稿' },
  publish: { en: 'Publish changes', zh: '发布更改' },
  published: { en: 'Published', zh: '已发布' },
  saved: { en: 'Draft saved', zh: '草稿已保存' },
  discard: { en: 'Discard draft', zh: '放弃草稿' },
  discard_title: { en: 'Discard the draft?', zh: '放弃草稿？' },
  discard_content: {
    en: 'The unpublished changes are removed; the published version stays as it is.',
    zh: '未发布的更改将被删除；已发布的版本保持不变。',
  },
  discarded: { en: 'Draft discarded', zh: '草稿已放弃' },
  conflict_title: { en: 'The published version has changed', zh: '已发布的版本已更改' },
  overwrite: { en: 'Publish this draft anyway', zh: '仍然发布此草稿' },
  cancel: { en: 'Cancel', zh: '取消' },
  preview: { en: 'Preview', zh: '预览' },
  preview_draft: { en: 'Preview changes', zh: '预览更改' },
} satisfies Bilingual;
