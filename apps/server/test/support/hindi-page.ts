/** What the storefront's Hindi pages send with every call (issue 28): the server answers in Hindi. */
export const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
