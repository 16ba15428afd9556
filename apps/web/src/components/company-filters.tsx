import { useSearchFilters } from './search-filters';

const COMPANY_FIELDS = [
  { key: 'nombreEmpresa', label: 'Nombre empresa', width: 280 },
  { key: 'nifCif', label: 'CIF/NIF', width: 200 },
] as const;

/** The company lists' 'Nombre empresa' and 'CIF/NIF' filters, debounced, from the first page. */
export function useCompanyFilters() {
  const { values, page, setPage, inputs } = useSearchFilters(COMPANY_FIELDS);
  return { query: { page, ...values }, setPage, inputs };
}
