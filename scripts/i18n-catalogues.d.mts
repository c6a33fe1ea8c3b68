// Types of the catalogue compiler's exports, for the unit tests that hold the catalogues in step.
export declare const CATALOGUE_DIRS: string[];
export declare function catalogueFiles(): string[];
export declare function readCatalogue(
  path: string,
): { id: string; translation: string; fuzzy: boolean }[];
export declare function compiledModules(): Map<string, string>;
export declare function staleModules(): string[];
export declare function placeholderNames(message: string): string[];
