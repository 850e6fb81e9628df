/**
 * The fluids the sizing page offers; their properties at a case's inlet state are
 * fluidProperties.ts (apart, so the page's form loads without IF97).
 */
import type { Medium } from './types.js';

export type FluidId =
  'water' | 'seaWater' | 'ammonia' | 'steam' | 'air' | 'naturalGas' | 'nitrogen' | 'carbonDioxide' | 'other';

interface Fluid {
  medium: Medium | 'any';
  label: { en: string; zh: string };
}

export const FLUIDS: Record<FluidId, Fluid> = {
  water: { medium: 'liquid', label: { en: 'Water', zh: '水' } },
  seaWater: { medium: 'liquid', label: { en: 'Sea water', zh: '海水' } },
  ammonia: { medium: 'liquid', label: { en: 'Ammonia (liquid)', zh: '液氨' } },
  steam: { medium: 'steam', label: { en: 'Steam', zh: '蒸汽' } },
  air: { medium: 'gas', label: { en: 'Air', zh: '空气' } },
  naturalGas: { medium: 'gas', label: { en: 'Natural gas', zh: '天然气' } },
  nitrogen: { medium: 'gas', label: { en: 'Nitrogen', zh: '氮气' } },
  carbonDioxide: { medium: 'gas', label: { en: 'Carbon dioxide', zh: '二氧化碳' } },
  other: { medium: 'any', label: { en: 'Other (enter its properties)', zh: '其他（填写物性）' } },
};

export const FLUID_IDS = Object.keys(FLUIDS) as FluidId[];

/** The fluids offered for a medium, "other" last. */
export const fluidsFor = (medium: Medium): FluidId[] =>
  FLUID_IDS.filter((id) => FLUIDS[id].medium === medium || FLUIDS[id].medium === 'any');
