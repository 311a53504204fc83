import type { Category } from 'shared-api';

/** The seed's main categories (spec §3), with ids as the server gives them. */
export function someCategories(): Category[] {
  return [
    {
      id: 1,
      name: 'Beauty & Personal Care',
      name_so: 'Quruxda & Daryeelka',
      slug: 'beauty_personal_care',
      subcategories: [
        { id: 11, name: 'Skincare', name_so: 'Daryeelka Maqaarka', slug: 'skincare' },
        { id: 12, name: 'Hair Care', name_so: 'Daryeelka Timaha', slug: 'hair_care' },
      ],
    },
    {
      id: 2,
      name: 'Food & Grocery',
      name_so: 'Cunto & Raashin',
      slug: 'food_grocery',
      subcategories: [{ id: 21, name: 'Fit Foods', name_so: 'Cunto Caafimaad', slug: 'fit_foods' }],
    },
    {
      id: 3,
      name: 'Health & Wellness',
      name_so: 'Caafimaad',
      slug: 'health_wellness',
      subcategories: [
        {
          id: 31,
          name: 'Vitamins & Supplements',
          name_so: 'Fiitamiinno',
          slug: 'vitamin_supplements',
        },
      ],
    },
    {
      id: 4,
      name: 'Fashion',
      name_so: 'Dharka',
      slug: 'fashion',
      subcategories: [
        { id: 41, name: "Women's Outfit", name_so: 'Dharka Haweenka', slug: 'womens_outfit' },
      ],
    },
    {
      id: 5,
      name: 'Toys & Games',
      name_so: 'Alaabta Carruurta',
      slug: 'toys_games',
      subcategories: [
        { id: 51, name: 'Happy Kids', name_so: 'Carruur Faraxsan', slug: 'happy_kids' },
      ],
    },
  ];
}

/** Makes useIsMobile() answer as a phone (true) or a desktop (false); jsdom has no matchMedia. */
export function setMobile(mobile: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: mobile && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
