import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from '../thumbnail-url';

describe('thumbnailUrl', () => {
  it('adds size=thumb to a signed link and to a plain one', () => {
    expect(thumbnailUrl('/api/media/1?exp=2&sig=abc')).toBe('/api/media/1?exp=2&sig=abc&size=thumb');
    expect(thumbnailUrl('/api/media/1')).toBe('/api/media/1?size=thumb');
  });
  it('keeps no picture as none', () => {
    expect(thumbnailUrl(null)).toBeUndefined();
    expect(thumbnailUrl(undefined)).toBeUndefined();
  });
});
