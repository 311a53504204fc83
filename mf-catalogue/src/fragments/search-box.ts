/** Exposed as `mf_catalogue/search-box`: the header's search box as a single-spa parcel. */
import { SearchBox } from '../search/SearchBox';
import { fragmentLifecycles } from 'shared-federation';

export const { bootstrap, mount, unmount, update } = fragmentLifecycles('search-box', SearchBox);
