import { invoiceTotals } from '@cumplia/domain';

type PricedContract = { priceCents: number | null; taxBasisPoints: number | null };

/**
 * What the contracts of a link cost a year, as their invoice will charge it (tax rounded once over them all); null
 * for a link without contracts (a mandate amendment) or whose contracts were written before their price was kept.
 */
export function linkYearlyAmount(contracts: PricedContract[]) {
  if (contracts.length === 0) return null;
  const rates = new Set(contracts.map((contract) => contract.taxBasisPoints));
  const [rate] = [...rates];
  if (rates.size !== 1 || rate == null || contracts.some((contract) => contract.priceCents === null)) return null;
  const totals = invoiceTotals(
    contracts.map((contract) => contract.priceCents ?? 0),
    rate,
  );
  return {
    baseCents: totals.importeTotalCents,
    taxCents: totals.importeImpuestosCents,
    totalCents: totals.importeTotalImpuestosCents,
    taxBasisPoints: rate,
  };
}
