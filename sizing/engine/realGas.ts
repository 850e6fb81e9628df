/**
 * What the sizing can tell of a gas from its critical constants alone, by the corresponding-states
 * correlations of Pitzer's school (B. E. Poling, J. M. Prausnitz, J. P. O'Connell, "The
 * Properties of Gases and Liquids", 5th ed., 2001: eq. 3-4.2 for the second virial coefficient
 * (Tsonopoulos's form of Pitzer–Curl, as Abbott simplified it) and eq. 7-4.1 for the Lee–Kesler
 * vapour pressure). Neither gives a Z to size with: they say whether Z matters, and whether a
 * "gas" is in fact a liquid at the inlet.
 */

export interface CriticalConstants {
  /** Critical temperature, K, and critical pressure, Pa abs. */
  Tc: number;
  Pc: number;
  /** Pitzer's acentric factor ω; 0 when unknown (see vapourPressureBound). */
  omega: number;
}

/**
 * Z by the truncated virial equation with the generalized second virial coefficient:
 * Z = 1 + (B⁰ + ω·B¹)·Pr/Tr, B⁰ = 0.083 − 0.422/Tr^1.6, B¹ = 0.139 − 0.172/Tr^4.2. Good near
 * the ideal gas; at high reduced pressure it understates how far Z falls, which is all the
 * sizing needs it for (is |1 − Z| more than a few per cent?).
 */
export function virialZ(P: number, T: number, gas: CriticalConstants): number {
  const Tr = T / gas.Tc;
  const Pr = P / gas.Pc;
  const B0 = 0.083 - 0.422 / Tr ** 1.6;
  const B1 = 0.139 - 0.172 / Tr ** 4.2;
  return 1 + ((B0 + gas.omega * B1) * Pr) / Tr;
}

/**
 * The vapour pressure (Pa) at T below the critical temperature, by Lee and Kesler:
 * ln(Psat/Pc) = f⁰(Tr) + ω·f¹(Tr). Below Tc, f¹ is negative, so with ω = 0 (a gas whose ω is
 * not known) it is an upper bound for every fluid of positive ω: a pressure above it is surely
 * above the vapour pressure.
 */
export function vapourPressureBound(T: number, gas: CriticalConstants): number {
  const Tr = T / gas.Tc;
  const lnTr = Math.log(Tr);
  const Tr6 = Tr ** 6;
  const f0 = 5.92714 - 6.09648 / Tr - 1.28862 * lnTr + 0.169347 * Tr6;
  const f1 = 15.2518 - 15.6875 / Tr - 13.4721 * lnTr + 0.43577 * Tr6;
  return gas.Pc * Math.exp(f0 + gas.omega * f1);
}
