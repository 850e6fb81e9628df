import type { Bilingual } from './bilingual.js';

/**
 * Copy of the sizing page's tag fields, its project (several tags, saved behind a link, as a file)
 * and its comparison of candidate valves, in English and Chinese. The data sheet names the tag
 * fields its own way (sheet/sizingSheet.ts).
 */
export const projectCopy = {
  tagLegend: { en: 'Tag', zh: '位号' },
  tagNumber: { en: 'Tag number', zh: '位号' },
  tagNumberHint: { en: 'e.g. FV-101', zh: '例如 FV-101' },
  service: { en: 'Service', zh: '用途' },
  serviceHint: { en: 'e.g. Boiler feedwater control', zh: '例如 锅炉给水调节' },
  line: { en: 'Line number', zh: '管线号' },
  lineHint: { en: 'e.g. 4"-BFW-1001', zh: '例如 4"-BFW-1001' },
  project: { en: 'Project', zh: '项目' },
  projectName: { en: 'Project name', zh: '项目名称' },
  projectNameHint: { en: 'e.g. Boiler house retrofit', zh: '例如 锅炉房改造' },
  tags: { en: 'Tags of this project', zh: '本项目的位号' },
  tagPlace: { en: 'Tag {{n}}', zh: '位号 {{n}}' },
  addTag: { en: 'Add tag', zh: '添加位号' },
  addCopy: { en: 'Copy of this tag', zh: '复制当前位号' },
  addEmpty: { en: 'Empty tag', zh: '空白位号' },
  removeTag: { en: 'Remove this tag', zh: '删除此位号' },
  removeConfirm: { en: 'Remove {{tag}} from the project?', zh: '确定从项目中删除 {{tag}}？' },
  tagLimit: { en: 'A project holds at most {{max}} tags.', zh: '一个项目最多包含 {{max}} 个位号。' },
  renameHint: { en: 'A tag is named by its tag number below.', zh: '位号名称即下方填写的位号。' },
  save: { en: 'Save project', zh: '保存项目' },
  saving: { en: 'Saving…', zh: '正在保存…' },
  saved: {
    en: 'Saved. Anyone with this link can open and change the project:',
    zh: '已保存。持有此链接的任何人都可以打开和修改本项目：',
  },
  savedNew: {
    en: 'Saved as a new project. Anyone with this link can open and change it:',
    zh: '已另存为新项目。持有此链接的任何人都可以打开和修改：',
  },
  unsaved: { en: 'Changes not saved yet', zh: '有尚未保存的修改' },
  linkNote: {
    en: 'No account needed: bookmark the link or send it to a colleague. Anyone who has it can open and change the project, so share it only with people you trust.',
    zh: '无需注册账号：可将链接加入书签或发给同事。持有链接的任何人都能打开和修改本项目，请只分享给信任的人。',
  },
  copyProjectLink: { en: 'Copy project link', zh: '复制项目链接' },
  linkCopied: { en: 'Project link copied', zh: '项目链接已复制' },
  download: { en: 'Download file', zh: '下载文件' },
  upload: { en: 'Open file…', zh: '打开文件…' },
  uploaded: {
    en: 'Opened {{name}}: {{count}} tags. Save it to get a link.',
    zh: '已打开 {{name}}：共 {{count}} 个位号。保存后即可获得链接。',
  },
  saveFailed: { en: 'The project could not be saved: {{reason}}', zh: '项目未能保存：{{reason}}' },
  networkFailed: {
    en: 'The server could not be reached; please try again.',
    zh: '无法连接服务器，请稍后重试。',
  },
  missing: {
    en: 'This project link is unknown or damaged; the page starts a new project. Please check the link, or ask whoever sent it for it again.',
    zh: '该项目链接无效或已损坏，页面已新建一个项目。请核对链接，或请发送者重新发送。',
  },
  untitled: { en: 'Untitled project', zh: '未命名项目' },
  compare: { en: 'Compare candidate valves', zh: '候选阀门对比' },
  compareLead: {
    en: 'Pick up to three of the valves that fit, to see them side by side for this tag.',
    zh: '从适用的阀门中最多选择三个，对比它们在当前位号下的表现。',
  },
  candidate: { en: 'Candidate {{n}}', zh: '候选 {{n}}' },
  none: { en: '—', zh: '—' },
  comparing: { en: 'Calculating…', zh: '正在计算…' },
  compareTable: { en: 'Candidate valves side by side', zh: '候选阀门对比表' },
  quantity: { en: 'Quantity', zh: '项目' },
  size: { en: 'Size', zh: '口径' },
  ratedKv: { en: 'Rated Kv / Cv', zh: '额定 Kv / Cv' },
  characteristic: { en: 'Characteristic', zh: '流量特性' },
  rating: { en: 'Pressure rating / body', zh: '压力等级 / 阀体' },
  allowable: { en: 'allowable {{p}} bar(g)', zh: '许用 {{p}} bar(g)' },
  travel: { en: 'Travel · {{case}}', zh: '开度 · {{case}}' },
  noise: { en: 'Noise · {{case}}', zh: '噪声 · {{case}}' },
  velocity: { en: 'Outlet velocity · {{case}}', zh: '出口流速 · {{case}}' },
  below: { en: 'below {{limit}} dB(A)', zh: '低于 {{limit}} dB(A)' },
  sonic: { en: 'sonic', zh: '达到声速' },
  characteristics: {
    linear: { en: 'Linear', zh: '线性' },
    'equal-percentage': { en: 'Equal percentage', zh: '等百分比' },
    'quick-opening': { en: 'Quick opening', zh: '快开' },
  },
} satisfies Bilingual;
