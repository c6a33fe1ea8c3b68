import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

describe('pageMeta', () => {
  it('suffixes the brand to the title and carries the description', () => {
    expect(pageMeta('Recipes', 'Healthy recipes.')).toEqual([
      { title: 'Recipes | FitThali' },
      { name: 'description', content: 'Healthy recipes.' },
    ]);
  });
});
