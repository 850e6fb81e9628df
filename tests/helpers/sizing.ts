import type { FastifyInstance } from 'fastify';
import type { SizingRequest } from '#sizing/engine/types.js';

/** Cooling water at 20 °C, 7 → 5 bar(a), 12 / 30 / 45 m³/h in 100 mm pipe. */
export const COOLING_WATER = {
  medium: 'liquid',
  fluid: { density: 998.2, vapourPressure: 2_339, criticalPressure: 22.064e6, viscosity: 1.0e-3 },
  pipe: { D1: 0.1, D2: 0.1 },
  cases: [
    { name: 'min', P1: 700_000, P2: 500_000, T: 293.15, Q: 12 },
    { name: 'normal', P1: 700_000, P2: 500_000, T: 293.15, Q: 30 },
    { name: 'max', P1: 700_000, P2: 500_000, T: 293.15, Q: 45 },
  ],
} satisfies SizingRequest;

/**
 * POST /api/sizing as visitors do, each call from an address of its own on `network` (the rate
 * limit counts per address, and a test counts it only where it means to).
 */
export function sizingCall(app: () => FastifyInstance, network: string) {
  let address = 0;
  return async <T>(body: unknown, lang = 'en') => {
    const response = await app().inject({
      method: 'POST',
      url: `/api/sizing?lang=${lang}`,
      remoteAddress: `${network}.${++address % 250}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json<T>(), text: response.body };
  };
}
