// One fake Graph server per test file, with a Cloud channel pointed at it, reset between tests.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ChannelProvider } from '../../../src/providers/provider.port.js';
import { createCloudAdapter } from '../../../src/providers/cloud/index.js';
import { startFakeGraph, type FakeGraph } from './fake-graph.server.js';

export function useFakeGraphChannel(): { readonly graph: FakeGraph; readonly channel: ChannelProvider } {
  let graph: FakeGraph | undefined;
  let channel: ChannelProvider | undefined;
  beforeAll(async () => {
    graph = await startFakeGraph();
    channel = createCloudAdapter(graph.adapterOptions()).forChannel(graph.credentials());
  });
  afterAll(() => graph?.close());
  beforeEach(() => graph?.reset());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the fake Graph server starts in beforeAll');
    return value;
  };
  return {
    get graph() {
      return ready(graph);
    },
    get channel() {
      return ready(channel);
    },
  };
}
