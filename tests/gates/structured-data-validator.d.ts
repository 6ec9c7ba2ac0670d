/** The package ships plain JavaScript; this is the part of its API the gate uses (see its README). */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    /** `schemaOrg` for vocabulary checks; absent for Google rich-result rules. */
    errorType?: string;
    rootType?: string;
    dataFormat?: string;
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }
  /** Extracted structured data, as @marbec/web-auto-extractor returns it: nodes grouped by root type. */
  export interface ExtractedData {
    jsonld?: Record<string, object[]>;
    microdata?: Record<string, object[]>;
    rdfa?: Record<string, object[]>;
  }
  export default class Validator {
    /** `schemaOrgJson`: the schema.org vocabulary as JSON-LD (schemaorg-all-https.jsonld). */
    constructor(schemaOrgJson?: object);
    debug: boolean;
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
