/** One help or company page of the footer (spec §2 Footer): its content files give one per language. */
export interface HelpSection {
  heading: string;
  /** Paragraphs, then an optional list. */
  text?: string[];
  items?: string[];
}
export interface HelpPage {
  title: string;
  intro: string;
  sections: HelpSection[];
}
