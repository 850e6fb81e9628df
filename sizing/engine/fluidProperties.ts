/**
 * The properties of the sizing page's preset fluids (fluids.ts) at a case's inlet state. Pure.
 * Figures and their sources are beside each fluid; where a property depends on temperature and
 * a correlation is published, it is evaluated at the case's temperature.
 */
import type { FluidId } from './fluids.js';
import {
  If97RangeError,
  P_CRITICAL,
  saturationPressure,
  T_CRITICAL,
  waterState,
  waterViscosity,
} from './if97.js';
import type { SizingFluid } from './types.js';

/**
 * Gases: molar mass, γ and viscosity near 20 °C and atmospheric pressure, and the critical
 * constants the sizing judges real-gas behaviour by (Z is not given: the sizing assumes 1 and
 * warns where that matters). Molar masses: IUPAC 2021 atomic weights; γ and viscosity: NIST
 * Chemistry WebBook (Lemmon et al.), rounded as data sheets give them. Natural gas: a pipeline gas
 * of relative density 0.60 (M = 0.60 × 28.965 g/mol), γ and viscosity of methane, its main part.
 * Critical temperature and pressure: IEC 60534-2-1 Annex D, Table D.1 (ANSI/ISA-75.01.01-2012);
 * acentric factors: Poling, Prausnitz and O'Connell, "The Properties of Gases and Liquids",
 * 5th ed., Appendix A (air as its pseudo-critical mixture, natural gas as methane).
 */
type PresetGas = Required<
  Pick<
    SizingFluid,
    'molarMass' | 'gamma' | 'viscosity' | 'criticalTemperature' | 'criticalPressure' | 'acentricFactor'
  >
>;
const GASES: Partial<Record<FluidId, PresetGas>> = {
  air: {
    molarMass: 28.965,
    gamma: 1.4,
    viscosity: 1.81e-5,
    criticalTemperature: 133,
    criticalPressure: 3.771e6,
    acentricFactor: 0.035,
  },
  naturalGas: {
    molarMass: 17.38,
    gamma: 1.31,
    viscosity: 1.1e-5,
    criticalTemperature: 203,
    criticalPressure: 4.634e6,
    acentricFactor: 0.011,
  },
  nitrogen: {
    molarMass: 28.013,
    gamma: 1.4,
    viscosity: 1.76e-5,
    criticalTemperature: 126,
    criticalPressure: 3.394e6,
    acentricFactor: 0.037,
  },
  carbonDioxide: {
    molarMass: 44.01,
    gamma: 1.29,
    viscosity: 1.47e-5,
    criticalTemperature: 304,
    criticalPressure: 7.387e6,
    acentricFactor: 0.225,
  },
};

/** A value read from a table by straight lines between its points, held flat past its ends. */
function interpolate(table: readonly (readonly [number, number])[], x: number): number {
  const first = table[0]!;
  const last = table[table.length - 1]!;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  const i = table.findIndex(([xi]) => xi >= x);
  const [x0, y0] = table[i - 1]!;
  const [x1, y1] = table[i]!;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/** Saturated liquid ammonia, density kg/m³ against °C (NIST Chemistry WebBook, Tillner-Roth et al. 1993). */
const AMMONIA_DENSITY: readonly (readonly [number, number])[] = [
  [-40, 690.2],
  [-20, 665.0],
  [0, 638.6],
  [20, 610.2],
  [40, 579.5],
  [60, 545.2],
];

/** Ammonia's vapour pressure, Pa: Antoine equation of the NIST WebBook (Stull 1947, 239.6–371.5 K). */
const ammoniaVapourPressure = (T: number) => 10 ** (4.86886 - 1113.928 / (T - 10.409)) * 1e5;

/**
 * Sea water of salinity 35 g/kg as ratios to pure water (Sharqawy, Lienhard & Zubair 2010,
 * "Thermophysical properties of seawater"): density ×1.0267 (1024.8 against 998.2 kg/m³ at
 * 20 °C), vapour pressure ×0.981 (Raoult's law, the water's mole fraction), viscosity ×1.08.
 */
const SEA_WATER = { density: 1.0267, vapourPressure: 0.981, viscosity: 1.08 };

/**
 * The properties of a preset fluid at an inlet state (P1 in Pa abs, T in K), as the calculation
 * takes them; undefined for "other" (the visitor gives them), for steam (IF97 in the calculation)
 * and for water outside the states IF97's regions 1 and 2 cover (the page says so).
 */
export function fluidAt(id: FluidId, P1: number, T: number): SizingFluid | undefined {
  try {
    return presetAt(id, P1, T);
  } catch (error) {
    if (error instanceof If97RangeError) return undefined;
    throw error;
  }
}

function presetAt(id: FluidId, P1: number, T: number): SizingFluid | undefined {
  const gas = GASES[id];
  if (gas) return { ...gas };
  if (id === 'water' || id === 'seaWater') {
    const { rho } = waterState(P1, T);
    const water = {
      density: rho,
      vapourPressure: saturationPressure(Math.min(T, T_CRITICAL)),
      criticalPressure: P_CRITICAL,
      viscosity: waterViscosity(rho, T),
    };
    if (id === 'water') return water;
    return {
      ...water,
      density: water.density * SEA_WATER.density,
      vapourPressure: water.vapourPressure * SEA_WATER.vapourPressure,
      viscosity: water.viscosity * SEA_WATER.viscosity,
    };
  }
  if (id === 'ammonia') {
    return {
      density: interpolate(AMMONIA_DENSITY, T - 273.15),
      vapourPressure: ammoniaVapourPressure(T),
      // NIST: critical point of ammonia 11.333 MPa; liquid viscosity about 0.14 mPa·s at 20 °C.
      criticalPressure: 11.333e6,
      viscosity: 1.4e-4,
    };
  }
  return undefined;
}
