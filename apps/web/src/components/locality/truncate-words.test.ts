import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words.ts';

describe('truncateWords', () => {
  it('keeps a text of 70 words or fewer whole', () => {
    const text = Array.from({ length: 70 }, (_, i) => `w${i}`).join(' ');
    expect(truncateWords(text)).toEqual({ text, truncated: false });
  });

  it('cuts after 70 words', () => {
    const words = Array.from({ length: 71 }, (_, i) => `w${i}`);
    const { text, truncated } = truncateWords(words.join(' '));
    expect(truncated).toBe(true);
    expect(text).toBe(`${words.slice(0, 70).join(' ')}…`);
  });

  it('counts words across line breaks', () => {
    expect(truncateWords('a b\n\nc d', 3)).toEqual({ text: 'a b c…', truncated: true });
  });
});
