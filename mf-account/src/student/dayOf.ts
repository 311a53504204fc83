/**
 * '2027-11-24T…' → '24 Nov 2027' (en) or '24 Nofembar 2027' (so). Written out here: browsers
 * without Somali locale data (Chromium's) would fall back to 'Nov 24, 2027'.
 */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  so: ['Jannaayo', 'Febraayo', 'Maarso', 'Abriil', 'May', 'Juun', 'Luuliyo', 'Ogost', 'Sebtembar', 'Oktoobar', 'Nofembar', 'Desembar'],
} as const;

export function dayOf(iso: string, language: string): string {
  const d = new Date(iso);
  const months = language === 'so' ? MONTHS.so : MONTHS.en;
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
