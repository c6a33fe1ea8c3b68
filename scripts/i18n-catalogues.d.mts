// Types for the catalogue compiler's exports, which the catalogue tests read.

export type CatalogueEntry = { id: string; translation: string; fuzzy: boolean };

export const CATALOGUE_DIRS: string[];
export function catalogueFiles(): string[];
export function readCatalogue(path: string): CatalogueEntry[];
export function compiledModules(): Map<string, string>;
export function staleModules(): string[];
export function placeholderNames(message: string): string[];
export type CatalogueSubset = {
  for: string;
  from: string | string[];
  out: string;
  sources: string[];
  entries?: string[];
  domain?: string[];
  whole?: string[];
};
export const SUBSETS: CatalogueSubset[];
export function subsetKeys(subset: CatalogueSubset): Set<string>;
export function messageKey(english: string): string;
