import type { Bilingual } from '#contract/words.js';

/** Copy of a control valve's flow table (products page) and of the sizing page's selection. */
export const flowCopy = {
  title: { en: 'Flow coefficients', zh: '流量系数' },
  lead: {
    en: 'Rated at full travel. Kv in m³/h of water at 1 bar pressure drop; Cv in US gpm at 1 psi (Cv = 1.156 Kv). F_L, x_T and F_d as IEC 60534-2-1 uses them for sizing.',
    zh: '全开时的额定值。Kv 为 1 bar 压差下水的流量（m³/h）；Cv 为 1 psi 压差下的美制加仑每分钟（Cv = 1.156 Kv）。F_L、x_T 与 F_d 按 IEC 60534-2-1 计算选型时使用。',
  },
  FL: { en: 'Liquid pressure recovery factor', zh: '液体压力恢复系数' },
  xT: { en: 'Pressure differential ratio factor', zh: '压差比系数' },
  Fd: { en: 'Valve style modifier', zh: '阀门类型修正系数' },
  characteristic: { en: 'Inherent characteristic', zh: '固有流量特性' },
  seat: { en: 'Seat (mm)', zh: '阀座（mm）' },
  ratings: { en: 'Ratings', zh: '压力等级' },
  materials: { en: 'Body materials', zh: '阀体材料' },
  characteristics: {
    linear: { en: 'Linear', zh: '线性' },
    'equal-percentage': { en: 'Equal %', zh: '等百分比' },
    'quick-opening': { en: 'Quick opening', zh: '快开' },
  },
  selectionTitle: { en: 'Valves from our catalogue that fit', zh: '本公司适用的阀门' },
  selectionLead: {
    en: 'Each size is sized again with its own F_L, x_T and F_d between your pipes, and its travel found from its characteristic.',
    zh: '每个口径均按其自身的 F_L、x_T、F_d 及您的管道重新计算，并按其流量特性求出开度。',
  },
  selectionProduct: {
    en: 'Only {{model}} is shown, as you came from its page.',
    zh: '您从 {{model}} 的页面进入，因此只显示该型号。',
  },
  rulesTitle: { en: 'How sizes are judged', zh: '判定规则' },
  model: { en: 'Model', zh: '型号' },
  size: { en: 'Size', zh: '口径' },
  rated: { en: 'Rated Kv', zh: '额定 Kv' },
  rating: { en: 'Class and body', zh: '压力等级与阀体' },
  travel: { en: 'Travel', zh: '开度' },
  why: { en: 'Why here', zh: '排序依据' },
  choose: { en: 'Choose {{model}} DN {{dn}}', zh: '选择 {{model}} DN {{dn}}' },
  chooseColumn: { en: 'Choose', zh: '选择' },
  smallest: {
    en: 'Smallest size that fits; normal flow at {{travel}} travel.',
    zh: '满足条件的最小口径；正常流量开度 {{travel}}。',
  },
  sameSize: {
    en: 'Same size; normal flow at {{travel}} travel, further from mid-travel.',
    zh: '同一口径；正常流量开度 {{travel}}，离中间开度更远。',
  },
  larger: {
    en: 'Larger size (DN {{dn}}); normal flow at {{travel}} travel.',
    zh: '较大口径（DN {{dn}}）；正常流量开度 {{travel}}。',
  },
  notFitting: { en: '{{count}} sizes that do not fit', zh: '{{count}} 个不适用的口径' },
  showAll: { en: 'Show all {{count}} sizes that fit', zh: '显示全部 {{count}} 个适用口径' },
  showFewer: { en: 'Show the first sizes only', zh: '只显示前几个口径' },
  none: {
    en: 'No size in our catalogue fits these cases. Ask us: our engineers can propose a special trim or size.',
    zh: '本公司产品目录中没有适用于这些工况的口径。欢迎咨询：我们的工程师可提供特殊内件或口径方案。',
  },
  noCases: {
    en: 'Enter at least one case that can be sized to see the valves that fit.',
    zh: '请至少填写一个可计算的工况，以查看适用的阀门。',
  },
  chartTitle: {
    en: 'Travel of {{model}} DN {{dn}} at each case',
    zh: '{{model}} DN {{dn}} 在各工况下的开度',
  },
  chartX: { en: 'Travel, %', zh: '开度，%' },
  chartY: { en: 'Kv, m³/h', zh: 'Kv，m³/h' },
  chartText: {
    en: 'The curve is the size’s inherent characteristic; the dots are the Kv each case needs at this size. The shaded bands are the travel the rules avoid.',
    zh: '曲线为该口径的固有流量特性；圆点为各工况在该口径下所需的 Kv。阴影区为规则避免的开度范围。',
  },
} satisfies Bilingual;
