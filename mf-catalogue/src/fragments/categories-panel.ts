/** Exposed as `mf_catalogue/categories-panel`: the mobile categories panel's content as a parcel. */
import { CategoriesPanel } from './CategoriesPanel';
import { fragmentLifecycles } from 'shared-federation';

export const { bootstrap, mount, unmount, update } = fragmentLifecycles(
  'categories-panel',
  CategoriesPanel,
);
