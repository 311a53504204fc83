import { getCategories, type Category } from 'shared-api';
import { useLoad } from '../listing/useLoad';

/** The main categories with their subcategories (the client caches them for 30 minutes). */
export const useCategories = () => useLoad<Category[]>('categories', getCategories);
