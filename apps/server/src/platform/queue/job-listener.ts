// LISTEN for pg-boss's "a job was created" notifications on a connection of its own, so a worker
// process is woken the moment an api process commits a webhook or a reply, instead of at its next
// poll. A notification is only a hint: polling stays on as the floor, and after every (re)connect
// pg-boss is told to fetch once, since notifications sent while the connection was down are lost.
import pg from 'pg';

const MAX_BACKOFF_MS = 30_000;

export type JobListener = (channel: string, onNotification: (payload: string) => void, onReconnect: () => void) => Promise<{ close: () => Promise<void> }>;

export function createJobListener(config: pg.ClientConfig): JobListener {
  return async (channel, onNotification, onReconnect) => {
    let closed = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    let attempt = 0;

    const reconnectLater = () => {
      if (closed || retry) return;
      const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempt, 5));
      attempt += 1;
      retry = setTimeout(() => {
        retry = null;
        connect().catch(reconnectLater);
      }, backoff);
      retry.unref();
    };

    const drop = (target: pg.Client) => {
      if (client !== target) return;
      client = null;
      if (!closed) console.error('[queue] LISTEN connection lost; reconnecting (polling meanwhile)');
      target.removeAllListeners();
      target.end().catch(() => undefined);
      reconnectLater();
    };

    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ ...config, keepAlive: true });
      next.on('error', () => drop(next));
      next.on('end', () => drop(next));
      next.on('notification', (msg) => {
        if (msg.payload !== undefined) onNotification(msg.payload);
      });
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      } catch (err) {
        next.removeAllListeners();
        await next.end().catch(() => undefined);
        if (client === next) client = null;
        throw err;
      }
      if (attempt > 0) console.error('[queue] LISTEN connection back');
      attempt = 0;
      onReconnect();
    };

    await connect();
    return {
      close: async () => {
        closed = true;
        if (retry) clearTimeout(retry);
        const last = client;
        client = null;
        if (last) {
          last.removeAllListeners();
          await last.end().catch(() => undefined);
        }
      },
    };
  };
}
