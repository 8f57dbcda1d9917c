// POST /api/products/import (multipart, with upload progress), GET /api/products/import/{id} polled
// while it runs, and the error report's URL.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productImportResponseSchema, type ProductImport } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { uploadWithProgress } from '@/shared/http/upload-with-progress';
import { productKeys } from './products-api';

export const uploadProductFile = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress('/api/products/import', file, productImportResponseSchema, { onProgress }).then((r) => r.import);

export const importFinished = (view: ProductImport) => view.status === 'done' || view.status === 'failed';

/** The import's state, asked again every second until it ends; then the product lists are refreshed. */
export function useProductImport(initial: ProductImport | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: productKeys.import(initial?._id ?? 'none'),
    queryFn: ({ signal }) => apiRequest(`/api/products/import/${initial?._id ?? ''}`, { schema: productImportResponseSchema, signal }).then((r) => r.import),
    enabled: initial !== null,
    initialData: initial ?? undefined,
    refetchInterval: (q) => (q.state.data && importFinished(q.state.data) ? false : 1000),
  });
  const finished = query.data ? importFinished(query.data) : false;
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: ['products', 'page'] });
    if (finished) void client.invalidateQueries({ queryKey: productKeys.categories });
  }, [finished, client]);
  return query.data ?? null;
}

export const productImportReportUrl = (id: string, format: 'csv' | 'xlsx') => `/api/products/import/${id}/errors?format=${format}`;
