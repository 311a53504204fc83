import { createMessages } from 'shared-ui';

const en = {
  'title:/account/*': 'My Account',
  'title:/wishlist': 'Wish List',
  'title:/manage-address': 'Addresses',
  'title:/order-tracking': 'Track Orders',
  'title:/advisor': 'Ila Tali — shopping advisor',
  comingSoon: 'This page is being built by the account team.',
};
export const { t, useT } = createMessages('mf-account', {
  so: {
    'title:/account/*': 'Akoonkayga',
    'title:/wishlist': 'Wish List',
    'title:/manage-address': 'Cinwaannada',
    'title:/order-tracking': 'Dalabyadayda',
    'title:/advisor': 'Ila Tali',
    comingSoon: 'Boggan waxaa dhisaya kooxda akoonka.',
  },
  en,
});
