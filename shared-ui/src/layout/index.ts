// shared-ui/page: a page's header and a product's price line (2.4.0). Bundled by the apps that use
// them (not shared at run time), like shared-ui/form.
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PriceBlock, type PriceBlockProps } from '../price/PriceBlock';
export { PageColumn } from './PageColumn';
export { BackLink, type BackLinkProps } from './BackLink';
export { blockLinkStyles } from '../surface/blockLink';
