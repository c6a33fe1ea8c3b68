// React Router writes every route of the app into one manifest file that every page downloads
// before it starts (ssr: false allows no lazy route discovery). Most of it is `false` flags, empty
// style lists and, in each route's imports, the files the entry already loads. The browser reads
// the flags only for truth (an absent flag is false) and loads the imports only to preload them,
// so the prerender drops all three (decision 301).

type ManifestRoute = Record<string, unknown> & { imports?: string[]; css?: string[] };
type Manifest = Record<string, unknown> & {
  entry: { imports: string[] };
  routes: Record<string, ManifestRoute>;
};

const PREFIX = 'window.__reactRouterManifest=';

/** The manifest file's text with false flags, empty lists and the entry's imports left out. */
export function compactManifest(source: string): string {
  const start = source.indexOf(PREFIX);
  if (start !== 0) throw new Error('not a React Router manifest file');
  const json = source.slice(PREFIX.length).trim().replace(/;$/, '');
  const manifest = JSON.parse(json) as Manifest;
  const loaded = new Set(manifest.entry.imports);
  for (const route of Object.values(manifest.routes)) {
    if (route.imports) route.imports = route.imports.filter((file) => !loaded.has(file));
    for (const [key, value] of Object.entries(route)) {
      if (value === false || (Array.isArray(value) && value.length === 0)) delete route[key];
    }
  }
  return `${PREFIX}${JSON.stringify(manifest)};`;
}
