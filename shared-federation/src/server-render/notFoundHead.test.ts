/** @jest-environment node */
import { notFoundHead } from './notFoundHead';

test("the not-found head is titled as the page's tab, says what the page says, in each language, and is not for search engines", () => {
  expect(notFoundHead('so')).toBe('<title>Boggan lama helin · Suuq</title><meta name="description" content="Bogga aad raadinayso ma jiro."><meta name="robots" content="noindex">');
  expect(notFoundHead('en')).toContain('<title>Page not found · Suuq</title>');
  expect(notFoundHead('en')).toContain('<meta name="description" content="The page you are looking for does not exist.">');
});
