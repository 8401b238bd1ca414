/**
 * Vite's loader puts a `<link rel="modulepreload">` in the head for every file a lazy module needs,
 * all in the task that imports it: about 30 for a product page's screen, and starting each request
 * costs the main thread 1–2 ms on a slowed phone, one long task in all (issue 27). This hands the
 * links to the head a few per task instead. Nothing waits for them: the import itself starts at once,
 * and by the time its file has arrived and names its own imports, their requests are under way.
 */
export function spreadModulePreloads(head: HTMLHeadElement = document.head, perTask = 4): void {
  const append = head.appendChild.bind(head);
  const waiting: HTMLLinkElement[] = [];
  const appendSome = () => {
    for (const link of waiting.splice(0, perTask)) append(link);
    if (waiting.length > 0) setTimeout(appendSome, 0);
  };
  head.appendChild = <T extends Node>(node: T): T => {
    if (!(node instanceof HTMLLinkElement) || node.rel !== 'modulepreload') return append(node);
    if (waiting.push(node) === 1) setTimeout(appendSome, 0);
    return node;
  };
}
