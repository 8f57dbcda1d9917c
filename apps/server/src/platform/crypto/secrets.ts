// The app secret (generated into DATA_DIR on first start) and the keys derived from it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

export type Keys = { signing: Uint8Array; encryption: Buffer; shareLinks: Buffer; mediaLinks: Buffer };

export function deriveKeys(appSecret: string): Keys {
  const derive = (info: string) =>
    Buffer.from(crypto.hkdfSync('sha256', appSecret, 'atende', info, 32));
  return {
    signing: new Uint8Array(derive('token-signing')),
    encryption: derive('secret-encryption'),
    shareLinks: derive('share-links'),
    mediaLinks: derive('media-links'),
  };
}
