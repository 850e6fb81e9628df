import type { Bilingual } from '#contract/words.js';

/** The console's words for revision history and the trash (admin/components/history/), in both languages. */
export const historyWords = {
  button: { en: 'History', zh: '历史版本' },
  title: { en: 'History', zh: '历史版本' },
  none: {
    en: 'No saved versions yet: the first save keeps one.',
    zh: '还没有保存过的版本：第一次保存后会留下一个。',
  },
  loading: { en: 'Loading…', zh: '加载中…' },
  actions: {
    create: { en: 'Created', zh: '创建' },
    update: { en: 'Saved', zh: '保存' },
    restore: { en: 'Restored', zh: '恢复' },
    delete: { en: 'Deleted', zh: '删除' },
    draft: { en: 'Draft saved', zh: '保存草稿' },
    publish: { en: 'Published', zh: '发布' },
    unpublish: { en: 'Unpublished', zh: '下线' },
    schedule: { en: 'Schedule changed', zh: '修改定时' },
  },
  steps: {
    restored: { en: 'Restored the version of %{time}', zh: '恢复了 %{time} 的版本' },
    restored_draft: { en: 'Restored the version of %{time} as a draft', zh: '将 %{time} 的版本恢复为草稿' },
    restored_earlier: { en: 'Restored an earlier version', zh: '恢复了一个较早的版本' },
    restored_earlier_draft: {
      en: 'Restored an earlier version as a draft',
      zh: '将一个较早的版本恢复为草稿',
    },
    scheduled_publish: { en: 'Scheduled to publish at %{time}', zh: '定时于 %{time} 发布' },
    scheduled_unpublish: { en: 'Scheduled to unpublish at %{time}', zh: '定时于 %{time} 下线' },
    scheduled_both: {
      en: 'Scheduled to publish at %{from} and unpublish at %{until}',
      zh: '定时于 %{from} 发布，%{until} 下线',
    },
    schedule_cleared: { en: 'Schedule removed', zh: '取消了定时' },
  },
  by_nobody: { en: 'the system', zh: '系统' },
  current_chip: { en: 'Current', zh: '当前版本' },
  live_chip: { en: 'On the site', zh: '网站上的版本' },
  current_note: { en: 'This is the current version.', zh: '这是当前版本。' },
  this_version: { en: 'After this step', zh: '此步之后' },
  before: { en: 'Before (%{time})', zh: '此前（%{time}）' },
  first: {
    en: 'The first version kept: every field as it was saved.',
    zh: '这是保留的第一个版本：各字段均为当时保存的内容。',
  },
  unchanged: { en: 'This step changed no field of the record.', zh: '这一步没有修改记录的任何字段。' },
  gone: {
    en: 'The record has been deleted: restore it from the trash.',
    zh: '该记录已被删除：请从回收站恢复。',
  },
  field: { en: 'Field', zh: '字段' },
  restore: { en: 'Restore this version', zh: '恢复此版本' },
  restore_title: { en: 'Restore this version?', zh: '恢复此版本？' },
  restore_content: {
    en: 'The record gets the values of this version, kept as a new step (the present one stays in the history). A published record gets them as a draft: the site keeps the published version until you publish it.',
    zh: '记录将改为此版本的内容，并作为新的一步记入历史（当前内容仍保留）。已发布的记录会先恢复为草稿：发布之前，网站仍显示已发布的版本。',
  },
  restored: { en: 'Version of %{time} restored', zh: '已恢复 %{time} 的版本' },
  restored_draft: {
    en: 'Version of %{time} restored as a draft — publish it to put it on the site.',
    zh: '已将 %{time} 的版本恢复为草稿——发布后才会显示在网站上。',
  },
  publish: { en: 'Publish', zh: '发布' },
  close: { en: 'Close', zh: '关闭' },
  back: { en: 'All versions', zh: '全部版本' },
  trash: {
    menu: { en: 'Trash', zh: '回收站' },
    title: { en: 'Trash', zh: '回收站' },
    hint: {
      en: 'Deleted records stay here for 30 days, then they are removed for good.',
      zh: '删除的记录在这里保留 30 天，之后将被永久清除。',
    },
    empty: { en: 'The trash is empty.', zh: '回收站是空的。' },
    kind: { en: 'Kind', zh: '类型' },
    name: { en: 'Name', zh: '名称' },
    deleted: { en: 'Deleted', zh: '删除时间' },
    by: { en: 'By', zh: '操作人' },
    restore: { en: 'Restore', zh: '恢复' },
    restored: {
      en: 'Restored: it is back with its number, its links and its history',
      zh: '已恢复：编号、关联和历史版本均保持不变',
    },
  },
  kinds: {
    content_item: { en: 'Content item', zh: '内容' },
    product: { en: 'Product', zh: '产品' },
    category: { en: 'Category', zh: '分类' },
    tag: { en: 'Tag', zh: '标签' },
    job: { en: 'Job', zh: '招聘职位' },
    rating_table: { en: 'Rating table', zh: '额定值表' },
    site_config: { en: 'Site settings', zh: '网站设置' },
    business_calendar: { en: 'Response-time promise', zh: '回复时效承诺' },
  },
} satisfies Bilingual;

/** Scheduled publishing (admin/components/history/ScheduleButton.tsx). */
export const scheduleWords = {
  button: { en: 'Schedule', zh: '定时发布' },
  title: { en: 'Scheduled publishing', zh: '定时发布' },
  zone: {
    en: 'Times are the company’s (China Standard Time, Asia/Shanghai). The site changes within a minute of them.',
    zh: '时间为公司所在时区（中国标准时间，Asia/Shanghai）。到点后一分钟内网站即更新。',
  },
  from: { en: 'Publish at', zh: '发布时间' },
  until: { en: 'Unpublish at', zh: '下线时间' },
  announcement: {
    from: { en: 'Show from', zh: '开始显示' },
    until: { en: 'Show until', zh: '结束显示' },
  },
  clear: { en: 'No schedule', zh: '取消定时' },
  saved: { en: 'Schedule saved', zh: '定时已保存' },
  column: { en: 'Scheduled', zh: '定时' },
  filter: { en: 'Scheduled only', zh: '仅看定时' },
} satisfies Bilingual;
