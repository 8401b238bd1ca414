/** The results page of a search (decision 023): where the search box's Enter and "Did you mean" lead. */
export function searchPath(term: string): string {
  return `/search?q=${encodeURIComponent(term.trim())}`;
}
