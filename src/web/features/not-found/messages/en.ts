/** The not-found page's texts (issue 43): today's English, word for word. */
export const en = {
  eyebrow: '404 // GRID SQUARE UNKNOWN',
  title: 'Oops! Page not found',
  nothingAtBefore: 'Nothing is stationed at ',
  nothingAtAfter: '.',
  returnHome: 'Return to Home',
};
