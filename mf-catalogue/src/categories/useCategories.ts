import { getCategories, type Category } from 'shared-api';
import { useLoad } from '../listing/useLoad';

/** The load key of the category list (it has no parameters): the server's preloaded answer is under it. */
export const CATEGORIES_KEY = 'categories';

/** The main categories with their subcategories (the client caches them for 30 minutes). */
export const useCategories = () =>
  useLoad<Category[]>(CATEGORIES_KEY, () => getCategories(), { preload: 'categories' });
