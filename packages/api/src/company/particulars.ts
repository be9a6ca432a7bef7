/**
 * The mill group's registered particulars: who the company legally is. The site shows them
 * (footer, contact page), the server puts them in every mail's signature and on each
 * proforma invoice. The mill edits this file.
 *
 * A value the mill has not given us yet is a `Placeholder`: it renders as
 * "[to be confirmed: trade licence number]" and never as a made-up number. Replace the
 * `placeholder(...)` call with the real string when the mill supplies it.
 */

/** A particular not yet supplied by the mill. */
export interface Placeholder {
  readonly placeholder: true;
  /** What the mill must supply, in words ("trade licence number"). */
  readonly what: string;
}

export type Particular = string | Placeholder;

const placeholder = (what: string): Placeholder => ({ placeholder: true, what });

export const isPlaceholder = (value: Particular): value is Placeholder =>
  typeof value !== "string";

/** How a particular reads to a person: the value, or a marked gap. */
export const showParticular = (value: Particular): string =>
  isPlaceholder(value) ? `[to be confirmed: ${value.what}]` : value;

export interface RegisteredMill {
  /** The company id of the wire contract (1 = SJSML, 2 = OJML). */
  readonly companyId: "1" | "2";
  readonly code: "SJSML" | "OJML";
  readonly registeredName: string;
  readonly addressLines: readonly string[];
  readonly tradeLicence: Particular;
  /** Export Registration Certificate (ERC) number. */
  readonly exportRegistration: Particular;
  /** Business Identification Number (VAT/BIN). */
  readonly vatRegistration: Particular;
  /** Taxpayer Identification Number (e-TIN). */
  readonly taxId: Particular;
}

export interface GroupParticulars {
  readonly groupName: string;
  readonly headOffice: readonly string[];
  readonly email: string;
  /** Where buyers' replies go (Reply-To of every mail to a buyer). */
  readonly salesEmail: string;
  readonly phone: string;
  readonly mills: readonly RegisteredMill[];
}

export const particulars: GroupParticulars = {
  groupName: "Sonali Jute Group",
  headOffice: ["Sonali Bhaban, 7th Floor", "48 Motijheel Commercial Area", "Dhaka 1000, Bangladesh"],
  email: "info@sonalijutegroup.com.bd",
  salesEmail: "export@sonalijutegroup.com.bd",
  phone: "+880 2-9551 4420",
  mills: [
    {
      companyId: "1",
      code: "SJSML",
      registeredName: "Sonali Jute Spinning Mills Ltd.",
      addressLines: ["Panchdona, Madhabdi Road", "Narsingdi 1604, Bangladesh"],
      tradeLicence: placeholder("SJSML trade licence number"),
      exportRegistration: placeholder("SJSML export registration (ERC) number"),
      vatRegistration: placeholder("SJSML VAT registration (BIN)"),
      taxId: placeholder("SJSML taxpayer identification number (e-TIN)"),
    },
    {
      companyId: "2",
      code: "OJML",
      registeredName: "Oikko Jute Mills Ltd.",
      addressLines: ["Atra Industrial Area, Phultala", "Khulna 9210, Bangladesh"],
      tradeLicence: placeholder("OJML trade licence number"),
      exportRegistration: placeholder("OJML export registration (ERC) number"),
      vatRegistration: placeholder("OJML VAT registration (BIN)"),
      taxId: placeholder("OJML taxpayer identification number (e-TIN)"),
    },
  ],
};

export const millByCompanyId = (companyId: string): RegisteredMill | undefined =>
  particulars.mills.find((mill) => mill.companyId === companyId);
