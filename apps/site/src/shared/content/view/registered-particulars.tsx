import { useId } from "react";
import { isPlaceholder, particulars, type Particular } from "@jute/api/company";

/** A particular as it reads on a page: the value, or a marked gap the mill has yet to fill. */
function Value({ value }: { value: Particular }) {
  return isPlaceholder(value) ? <em className="particular--missing">to be confirmed</em> : <>{value}</>;
}

/** The registered numbers of a mill, in the order a page lists them. */
const NUMBERS = [
  ["Trade licence", "tradeLicence"],
  ["Export registration (ERC)", "exportRegistration"],
  ["VAT registration (BIN)", "vatRegistration"],
  ["Tax identification (e-TIN)", "taxId"],
] as const;

/**
 * The two mills' registered names, addresses and numbers (trade licence, export registration,
 * VAT and tax), from the data the mill edits in `@jute/api/company`. A number the mill has not
 * given us yet reads "to be confirmed", never as a made-up number. `region`: a landmark named by
 * its heading (the contact page); the footer's copy is not one, so a page that shows both has
 * one region of that name (axe landmark-unique).
 */
export function RegisteredParticulars({
  headingLevel = 2,
  withAddresses = true,
  region = true,
  className,
}: {
  headingLevel?: 2 | 3;
  withAddresses?: boolean;
  region?: boolean;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const MillHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const headingId = useId();
  const Box = region ? "section" : "div";
  return (
    <Box className={["particulars", className].filter(Boolean).join(" ")} {...(region ? { "aria-labelledby": headingId } : {})}>
      <Heading id={headingId} className="particulars__heading">
        Registered particulars
      </Heading>
      <div className="particulars__mills">
        {particulars.mills.map((mill) => (
          <div key={mill.code} className="particulars__mill">
            <MillHeading className="particulars__name">
              {mill.registeredName} ({mill.code})
            </MillHeading>
            {withAddresses && <address className="particulars__address">{mill.addressLines.join(", ")}</address>}
            <dl className="particulars__list">
              {NUMBERS.map(([label, key]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>
                    <Value value={mill[key]} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </Box>
  );
}
