import { describe, expect, it } from 'vitest';
import { randomTagColor, tagColorSchema, TAG_COLOR_COMPONENT_MAX } from '../tags.js';

const components = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));

describe('randomTagColor', () => {
  it('keeps every RGB component between 0 and 200, even at the ends of the random range', () => {
    expect(randomTagColor(() => 0)).toBe('#000000');
    expect(randomTagColor(() => 0.999999)).toBe('#c8c8c8');
    for (let i = 0; i < 200; i++) {
      const color = randomTagColor();
      expect(tagColorSchema.safeParse(color).success).toBe(true);
      for (const c of components(color)) expect(c).toBeLessThanOrEqual(TAG_COLOR_COMPONENT_MAX);
    }
  });
});
