import { describe, expect, it } from 'vitest';
import { compactManifest } from './compact-manifest';

const manifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js', '/assets/shell.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      hasAction: false,
      hasLoader: false,
      hasErrorBoundary: true,
      module: '/assets/root.js',
      imports: ['/assets/framework.js', '/assets/shell.js', '/assets/brand.js'],
      css: [],
    },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      hasClientLoader: false,
      module: '/assets/home.js',
      imports: ['/assets/shell.js'],
      css: ['/assets/home.css'],
    },
  },
  url: '/assets/manifest-1.js',
  version: '1',
};

describe('compactManifest', () => {
  const compact = compactManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  const read = () =>
    JSON.parse(compact.slice('window.__reactRouterManifest='.length).replace(/;$/, ''));

  it('drops false flags and empty lists, keeping true flags and every path', () => {
    const { routes } = read();
    expect(routes.root).toEqual({
      id: 'root',
      path: '',
      hasErrorBoundary: true,
      module: '/assets/root.js',
      imports: ['/assets/brand.js'],
    });
    expect(routes['routes/home']).toEqual({
      id: 'routes/home',
      parentId: 'root',
      module: '/assets/home.js',
      css: ['/assets/home.css'],
    });
  });

  it('keeps the entry and the rest of the manifest as they were', () => {
    const compacted = read();
    expect(compacted.entry).toEqual(manifest.entry);
    expect(compacted.url).toBe(manifest.url);
    expect(compacted.version).toBe(manifest.version);
  });

  it('refuses a file that is not the manifest', () => {
    expect(() => compactManifest('console.log(1)')).toThrow(/manifest/);
  });
});
