// The one-bundle floor: the same shell and page with no federation (the libraries' own floor).
import { startFloor } from './app';
import Page from './page';

startFloor(() => Promise.resolve({ default: Page }));
