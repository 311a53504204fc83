// shared-ui/page: a page's header and a product's price line (2.4.0). Bundled by the apps that use
// them (not shared at run time), like shared-ui/form.
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PriceBlock, type PriceBlockProps } from '../price/PriceBlock';
export { PageContainer, type PageWidth } from './PageContainer';
export { TwoColumns, type TwoColumnsProps } from './TwoColumns';
export { StackList } from './StackList';
export { PlainList, plainListStyles } from './PlainList';
export { ContentPage, ContentSection } from './ContentPage';
export { RetryLine, type RetryLineProps } from '../feedback/RetryLine';
export { SummaryRow, MutedText } from './SummaryRow';
export { Notice, type NoticeTone } from '../feedback/Notice';
export { CountedTitle, TitleCount } from './CountedTitle';
// Also entries of their own (shared-ui/page-column, page-header, back-link, block-link, plain-list, retry-line), taking tokens
// and icons from the shared core: what /home's first load uses carries none of the rest.
export { PageColumn } from './PageColumn';
export { BackLink, type BackLinkProps } from './BackLink';
export { blockLinkStyles } from '../surface/blockLink';
