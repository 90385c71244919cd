/** What the service knows about a brand, as the analysis and the simulator need it. */
export interface BrandProfile {
  /** Display name, e.g. "Acme". */
  name: string;
  /** Other names the brand goes by ("Acme Corp", "ACME Inc."). */
  aliases: string[];
  /** Registrable domains of the brand, e.g. ["acme.com"]. */
  domains: string[];
  /** The brand's own product names: mentioning them is not a competitor. */
  products: string[];
  /** Competitors known from the knowledge base. */
  knownCompetitors: string[];
  /** Category, e.g. "project management software". */
  category?: string;
}

export interface PersonaProfile {
  id: string;
  name: string;
  role?: string;
  goals?: string[];
  painPoints?: string[];
  demographics?: Partial<Record<'companySize' | 'industry' | 'location' | 'ageRange' | 'expertiseLevel', string>>;
}

/** The knowledge base built from a brand's site (decisions §6). */
export interface KnowledgeBase {
  name: string;
  description: string;
  aliases: string[];
  category: string;
  products: string[];
  competitors: string[];
  /** Pages that were read, and whether the fetch worked. */
  sources: { url: string; ok: boolean; error?: string }[];
  fetchOk: boolean;
}
