/**
 * What the applications area puts on other areas' pages: the apply and favourite controls of a position,
 * the favourite control of a company. The jobs pages render these slots; the applications work fills them.
 */
export function PositionActions(_props: { positionId: number }) {
  return null;
}

export function CompanyActions(_props: { companyId: number }) {
  return null;
}
