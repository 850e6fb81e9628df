import type { Bilingual } from './bilingual.js';

/** The actuator step's words, on the page and the data sheet, in English and Chinese. */
export const actuatorCopy = {
  title: { en: 'Actuator', zh: '执行机构' },
  lead: {
    en: 'The smallest actuator of our catalogue that closes the chosen valve tight, with a 25 % margin over the thrust or torque it needs.',
    zh: '从样本中选出能使所选阀门严密关闭、且出力比所需推力或扭矩高出 25 % 的最小执行机构。',
  },
  failAction: { en: 'Fail action', zh: '故障位置' },
  fail: {
    close: { en: 'Fail-close (spring closes)', zh: '故障关（弹簧关阀）' },
    open: { en: 'Fail-open (spring opens)', zh: '故障开（弹簧开阀）' },
    last: { en: 'Fail-last (double-acting)', zh: '故障保位（双作用）' },
  },
  supply: { en: 'Supply pressure', zh: '气源压力' },
  shutoff: { en: 'Shut-off pressure drop', zh: '关断压差' },
  shutoffHint: {
    en: 'Starts at the highest inlet pressure of the cases.',
    zh: '默认取各工况中最高的入口压力。',
  },
  leakage: {
    en: 'Leakage class (IEC 60534-4 / ANSI/FCI 70-2)',
    zh: '泄漏等级（IEC 60534-4 / ANSI/FCI 70-2）',
  },
  chosenFor: { en: 'For {{valve}}', zh: '适用于 {{valve}}' },
  model: { en: 'Actuator', zh: '执行机构' },
  type: { en: 'Type', zh: '类型' },
  kind: {
    diaphragm: { en: 'Spring-and-diaphragm', zh: '弹簧薄膜式' },
    piston: { en: 'Piston', zh: '活塞式' },
  },
  motion: {
    linear: { en: 'linear', zh: '直行程' },
    rotary: { en: 'rotary', zh: '角行程' },
  },
  area: { en: 'Effective area', zh: '有效面积' },
  springRange: { en: 'Spring range (bench set)', zh: '弹簧范围' },
  noSpring: { en: 'none (double-acting)', zh: '无（双作用）' },
  required: { en: 'Required', zh: '所需推力' },
  available: { en: 'Available at the seat', zh: '阀座处可用推力' },
  requiredTorque: { en: 'Required torque', zh: '所需扭矩' },
  availableTorque: { en: 'Available torque', zh: '可用扭矩' },
  margin: { en: 'Margin', zh: '余量' },
  parts: {
    en: 'Unbalance {{unbalance}}, seat load {{seat}}, packing {{packing}}',
    zh: '不平衡力 {{unbalance}}，阀座载荷 {{seat}}，填料摩擦力 {{packing}}',
  },
  torqueParts: {
    en: 'Breakout {{breakout}}, dynamic {{dynamic}}',
    zh: '启动扭矩 {{breakout}}，动态扭矩 {{dynamic}}',
  },
  none: { en: 'No actuator', zh: '无适用执行机构' },
  noValve: {
    en: 'Choose a valve that fits to size its actuator.',
    zh: '请先选择一台适用的阀门，再选配执行机构。',
  },
  invalid: {
    en: 'Enter a supply pressure of {{min}} to {{max}} and a shut-off pressure drop above 0.',
    zh: '请输入 {{min}} 至 {{max}} 的气源压力，以及大于 0 的关断压差。',
  },
  warnings: { en: 'To know', zh: '注意' },
} satisfies Bilingual;
