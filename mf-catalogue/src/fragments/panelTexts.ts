import { createMessages } from 'shared-ui';

/**
 * Texts of the mobile categories panel, in its chunk (loaded when the panel is first opened).
 * The spec's own texts ('See More', 'Try Again') are kept exactly.
 */
const panelEn = {
  'panel.title': 'Categories',
  'panel.seeMore': 'See More',
  'panel.back': 'Back',
  'panel.close': 'Close categories',
  'panel.failed': 'Could not load the categories.',
  'panel.tryAgain': 'Try Again',
  'panel.loading': 'Loading categories…',
  'panel.none': 'No categories available',
};

const panelSo: { [K in keyof typeof panelEn]?: string } = {
  'panel.title': 'Qaybaha',
  'panel.back': 'Dib u noqo — Back',
  'panel.close': 'Xir qaybaha',
  'panel.failed': 'Qaybaha lama soo dejin karo.',
  'panel.loading': 'Qaybaha waa la soo dejinayaa…',
  'panel.none': 'Qaybo lama hayo',
};

export const { t, useT } = createMessages('mf-catalogue-categories-panel', { so: panelSo, en: panelEn });
