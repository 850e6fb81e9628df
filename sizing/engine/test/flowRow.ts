/** A plausible flow-table row (a DN50 globe valve) that the flow-table tests start from and vary. */
export const DN50_ROW = {
  dn: 50,
  nps: '2',
  Kv: 40,
  FL: 0.9,
  xT: 0.72,
  Fd: 0.46,
  characteristic: 'equal-percentage',
  rangeability: 50,
  seatDiameter: 40,
  asmeClasses: [150, 300],
  pn: [16, 40],
  materials: ['WCB', 'CF8M'],
};
