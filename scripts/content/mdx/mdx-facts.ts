/** What an MDX body refers to, with positions in its file, for the cross-file checks. */
export interface MdxFacts {
  links: { url: string; line: number; column: number }[];
  images: { src: string; line: number; column: number }[];
  headings: { depth: number; text: string; line: number }[];
  /** Each use of a known component, its attributes as written: a quoted value, or null for any other. */
  components: { name: string; attributes: Record<string, string | null>; line: number; column: number }[];
  wordCount: number;
  errors: { line: number; column: number; message: string }[];
}
