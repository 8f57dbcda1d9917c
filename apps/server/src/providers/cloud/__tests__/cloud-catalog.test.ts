// How the Cloud catalog reads Meta's answers about a batch and a catalog listing: the status of a
// batch (done only once Meta ended it; refusals by retailer id, batch-wide errors apart), and pages of
// retailer ids whose next page is asked by cursor on the Graph path, never through `paging.next`.
import { describe, expect, it } from 'vitest';
import type { GraphClient } from '../cloud-client.js';
import { createCloudCatalog } from '../cloud-catalog.js';

function clientAnswering(answer: unknown) {
  const paths: string[] = [];
  const client = {
    getJson: async (path: string) => {
      paths.push(path);
      return answer;
    },
  } as unknown as GraphClient;
  return { catalog: createCloudCatalog(client), paths };
}

describe('batch status', () => {
  it('is not done while Meta has only started it', async () => {
    const { catalog, paths } = clientAnswering({ data: [{ status: 'started', errors: [] }] });
    expect(await catalog.batchStatus('123', 'h/1+2')).toMatchObject({ status: 'started', done: false, rejected: [] });
    expect(paths).toEqual(['123/check_batch_request_status?handle=h%2F1%2B2']);
  });

  it('lists the refused items by retailer id (id or retailer_id), joining two messages of one item', async () => {
    const { catalog } = clientAnswering({
      data: [
        {
          status: 'finished',
          errors_total_count: 5,
          errors: [
            { line: 0, id: 'SKU-1', message: 'Bad price.' },
            { line: 0, id: 'SKU-1', message: 'Bad image.' },
            { retailer_id: 'SKU-2', message: 'Missing title.' },
            { message: 'Batch-wide problem.' },
          ],
        },
      ],
    });
    expect(await catalog.batchStatus('123', 'h')).toEqual({
      status: 'finished',
      done: true,
      rejected: [
        { retailerId: 'SKU-1', message: 'Bad price. Bad image.' },
        { retailerId: 'SKU-2', message: 'Missing title.' },
      ],
      batchErrors: ['Batch-wide problem.'],
      rejectedTotal: 5,
    });
  });

  it('treats an answer without a status as an error', async () => {
    await expect(clientAnswering({ data: [] }).catalog.batchStatus('123', 'h')).rejects.toThrow(/andamento/);
  });
});

describe('catalog listing', () => {
  it('asks the next page by cursor on the Graph path and stops when Meta gives no next', async () => {
    const page = { data: [{ id: '1', retailer_id: 'A' }], paging: { cursors: { before: 'b', after: 'c/1' }, next: 'https://evil.example/steal' } };
    const { catalog, paths } = clientAnswering(page);
    expect(await catalog.listItems('123', null)).toEqual({ retailerIds: ['A'], after: 'c/1' });
    await catalog.listItems('123', 'c/1');
    expect(paths).toEqual(['123/products?fields=retailer_id&limit=500', '123/products?fields=retailer_id&limit=500&after=c%2F1']);
    const last = clientAnswering({ data: [{ id: '2', retailer_id: 'B' }], paging: { cursors: { before: 'x', after: 'y' } } });
    expect(await last.catalog.listItems('123', 'c/1')).toEqual({ retailerIds: ['B'], after: null });
  });
});
