/** Spec §3's categories: the slugs are the spec's ids; names in English and Somali. */
export interface CategorySeed {
  slug: string;
  name: string;
  nameSo: string;
  colour: string;
  subcategories: { slug: string; name: string; nameSo: string; colour: string }[];
}

export const CATEGORY_SEED: CategorySeed[] = [
  {
    slug: 'beauty_personal_care',
    name: 'Beauty & Personal Care',
    nameSo: 'Qurxinta & Daryeelka Shakhsiga',
    colour: '#f9d8e4',
    subcategories: [
      { slug: 'skincare', name: 'Skincare', nameSo: 'Daryeelka Maqaarka', colour: '#fbe3d3' },
      { slug: 'hair_care', name: 'Hair Care', nameSo: 'Daryeelka Timaha', colour: '#f5e1c8' },
      { slug: 'body_care', name: 'Body Care', nameSo: 'Daryeelka Jirka', colour: '#dff1ea' },
      { slug: 'mens_care', name: "Men's Care", nameSo: 'Daryeelka Ragga', colour: '#d9e6f5' },
      { slug: 'womens_care', name: "Women's Care", nameSo: 'Daryeelka Haweenka', colour: '#f6dcee' },
      { slug: 'perfumes', name: 'Perfumes & Incense', nameSo: 'Cadar & Uunsi', colour: '#e8def7' },
      { slug: 'beauty_tools', name: 'Beauty Tools', nameSo: 'Qalabka Qurxinta', colour: '#fde7e1' },
    ],
  },
  {
    slug: 'food_grocery',
    name: 'Food & Grocery',
    nameSo: 'Cunto & Raashin',
    colour: '#fdf0cf',
    subcategories: [{ slug: 'fit_foods', name: 'Food & Pantry', nameSo: 'Cuntada & Raashinka', colour: '#fbefc9' }],
  },
  {
    slug: 'health_wellness',
    name: 'Health & Wellness',
    nameSo: 'Caafimaad & Nabad-qab',
    colour: '#d7f0e3',
    subcategories: [
      { slug: 'health_weight', name: 'Health & Weight', nameSo: 'Caafimaadka & Miisaanka', colour: '#d5efe6' },
      { slug: 'vitamin_supplements', name: 'Vitamins & Supplements', nameSo: 'Fiitamiinno & Kabitaan', colour: '#e2f3d3' },
    ],
  },
  {
    slug: 'fashion',
    name: 'Fashion',
    nameSo: 'Dharka & Moodada',
    colour: '#dbe4fb',
    subcategories: [
      { slug: 'womens_outfit', name: "Women's Clothing", nameSo: 'Dharka Haweenka', colour: '#f1dcf5' },
      { slug: 'mens_outfit', name: "Men's Clothing", nameSo: 'Dharka Ragga', colour: '#d6e4f2' },
    ],
  },
  {
    slug: 'toys_games',
    name: 'Toys & Games',
    nameSo: 'Alaabta Carruurta & Ciyaaraha',
    colour: '#fde4c8',
    subcategories: [{ slug: 'happy_kids', name: 'Happy Kids', nameSo: 'Carruur Faraxsan', colour: '#ffe6bf' }],
  },
];
