/** Title and description tags for a route's `meta` export, with the brand suffix every page uses. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | FitThali` }, { name: 'description', content: description }];
}
