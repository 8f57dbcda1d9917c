// The sales report's product and category filters' choices, from GET /api/report/sales/options (for
// the report's readers, who may not hold Products): the company's categories in the shop's order, and
// up to 20 products matching what is typed, plus the chosen product so the select can name it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesReportOptionsSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

const staleTime = 60_000;

export function useSalesOptions(search: string, productId: string) {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (productId) params.set('productId', productId);
  const query = params.toString();
  return useQuery({
    queryKey: ['reports', 'sales', 'options', query] as const,
    queryFn: ({ signal }) => apiRequest(`/api/report/sales/options${query ? `?${query}` : ''}`, { schema: salesReportOptionsSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime,
  });
}
