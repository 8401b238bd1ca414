import type { ImportProblem } from '@shop/domain';

/**
 * The import's problems in the spreadsheet's words (decision 039). The product API's rules speak
 * to the product form ("Please upload at least one product image"); someone fixing a CSV file
 * needs the column and what to write in it ("images: give at least one picture address").
 */

const PICTURE_ADDRESS = 'a picture address of this shop, like /images/…/640.webp (copy it from an export)';

/** Form wording → the file's, by the message the rules give. */
const CSV_WORDS: Record<string, (column: string) => string> = {
  'Please upload at least one product image': () => 'images: give at least one picture address',
  'Some images were not found; please upload them again': () =>
    `images: a picture address is not one of this shop’s pictures; upload the picture in Product Management and use ${PICTURE_ADDRESS}`,
  'This image was not found; please upload it again': () =>
    `variant_image: this picture is not in the shop; upload it in Product Management and use ${PICTURE_ADDRESS}`,
  'Use an image uploaded to the shop': (column) =>
    `${column}: pictures are not fetched from other websites; use ${PICTURE_ADDRESS}`,
  'Please select a category': () =>
    'category: no category has this slug; use a slug from Category Management, like kurtas',
  'Product name is required': () => 'name: give the product a name',
  'Valid price is required': (column) => `${column}: write the price in rupees above 0, like 1499 or 1499.50`,
  'Stock quantity must be a whole number of 0 or more': () => 'stock: write a whole number of 0 or more',
  'A Hindi note label needs a note label in English': () =>
    'personalisation_label_hi: give the note’s label in personalisation_label too, or leave this blank',
};

/** "featured: write yes or no": the column first, unless the message already starts with it. */
export function inCsvWords(problem: ImportProblem): ImportProblem {
  const { column, message } = problem;
  const known = CSV_WORDS[message];
  if (known) return { ...problem, message: known(column) };
  // 'Column "active" is missing' already names it.
  if (
    !column ||
    message.toLowerCase().startsWith(`${column.toLowerCase()}:`) ||
    message.includes(`"${column}"`)
  ) {
    return problem;
  }
  // "Write yes or no" reads on after the colon as "write yes or no"; "SKU X…" keeps its capitals.
  const lowered = /^[A-Z](?:[a-z]|\s)/.test(message) ? message[0]!.toLowerCase() + message.slice(1) : message;
  return { ...problem, message: `${column}: ${lowered}` };
}
