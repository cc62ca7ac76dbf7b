import { describe, expect, it } from 'vitest';
import { bubbleFeatures, bubbleRadius } from './bubbles-layer.tsx';

describe('bubbles', () => {
  it('grow by area with the count, from 5 to 30 px', () => {
    expect(bubbleRadius(0, 100)).toBe(5);
    expect(bubbleRadius(100, 100)).toBe(30);
    expect(bubbleRadius(25, 100)).toBe(17.5);
  });

  it('carry the name, count and label of each place', () => {
    const [feature] = bubbleFeatures([
      { id: 7, name: 'Bauru - SP', count: 10, label: '10 empresas', longitude: -49, latitude: -22 },
    ]).features;
    expect(feature?.geometry.coordinates).toEqual([-49, -22]);
    expect(feature?.properties).toEqual({
      id: 7,
      name: 'Bauru - SP',
      count: 10,
      label: '10 empresas',
      radius: 30,
    });
  });
});
